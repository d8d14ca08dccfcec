# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# Each theme: (post html, thread html) from the page's data.
def kubrick(r, t, body, cat, cs):
    p = ('<div class="post hentry" id="post-%d"><h2>%s</h2><small>%s</small>'
         '<div class="entry">%s<p class="postmetadata alt"><small>This entry was posted on %s and is filed under '
         '<a href="/c/%s" rel="category tag">%s</a>. You can follow any responses to this entry through the '
         '<a href="/feed">RSS 2.0</a> feed.</small></p></div></div>') % (
        r.randint(1, 999), esc(t), fmt_date(date(r)), ps(body), fmt_date(date(r)), cat, cat)
    c = ""
    if cs:
        c = '<h3 id="comments">%d Responses to &#8220;%s&#8221;</h3><ol class="commentlist">' % (len(cs), esc(t))
        c += nest(cs, lambda i, x: (
            '<li class="comment even depth-%d" id="comment-%d"><div id="div-comment-%d" class="comment-body">'
            '<div class="comment-author vcard"><img alt="" src="/av.png" class="avatar" height="32" width="32"><cite class="fn">%s</cite> <span class="says">says:</span></div>'
            '<div class="comment-meta commentmetadata"><a href="#comment-%d">%s</a></div>%s'
            '<div class="reply"><a class="comment-reply-link" href="#r">Reply</a></div></div>') % (
                x[3], i, i, esc(x[0]), i, fmt_date(x[1]), ps(x[2])))
        c += "</ol>"
    c += '<h3 id="respond">Leave a Reply</h3><form action="/post"><p><input name="author"> Name</p><textarea name="comment"></textarea><input type="submit" value="Submit Comment"></form>'
    return '<div id="content" class="widecolumn">' + p + c + "</div>"


def blogger(r, t, body, cat, cs):
    d = date(r)
    p = ('<h2 class="date-header"><span>Monday, %s %d, %d</span></h2><div class="post hentry"><a name="1"></a>'
         '<h3 class="post-title entry-title"><a href="/x">%s</a></h3><div class="post-header-line-1"></div>'
         '<div class="post-body entry-content">%s<div style="clear: both;"></div></div>'
         '<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">Ann Lee</span></span> '
         '<span class="post-timestamp">at <a class="timestamp-link" href="/x"><abbr class="published">%d:%02d %s</abbr></a></span></div>'
         '<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/l/%s" rel="tag">%s</a></span></div></div></div>') % (
        d[1], d[0], d[2], esc(t), "<br />\n<br />\n".join(esc(x) for x in body), d[3], d[4], d[5], cat, cat)
    c = '<div class="comments" id="comments"><a name="comments"></a><h4>%d comments:</h4>' % len(cs)
    if cs:
        c += '<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">'
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<dt class="comment-author" id="c%d"><a name="c%d"></a><a href="/p/%d" rel="nofollow">%s</a> said...</dt>'
                  '<dd class="comment-body" id="Blog1_cmt-%d"><p>%s</p></dd>'
                  '<dd class="comment-footer"><span class="comment-timestamp"><a href="?showComment=%d#c%d" title="comment permalink">%s</a></span></dd>') % (
                i, i, i, esc(n), i, "<br /><br />".join(esc(x) for x in cp), i, i, fmt_date(dd))
        c += "</dl></div>"
    c += '<p class="comment-footer"><a href="/post-comment">Post a Comment</a></p></div>'
    return '<div class="main-inner"><div class="blog-posts hfeed"><div class="date-outer">' + p + c + "</div></div></div>"


def typepad(r, t, body, cat, cs):
    d = date(r)
    p = ('<h2 class="date-header">%s %d, %d</h2><div class="entry-type-post entry" id="entry-%d">'
         '<h3 class="entry-header">%s</h3><div class="entry-content"><div class="entry-body">%s</div><div class="entry-more"></div></div>'
         '<p class="entry-footer"><span class="post-footers">Posted at %d:%02d %s in <a href="/c/%s">%s</a></span> '
         '<span class="separator">|</span> <a class="permalink" href="/x">Permalink</a></p></div>') % (
        d[1], d[0], d[2], r.randint(1, 999), esc(t), ps(body), d[3], d[4], d[5], cat, cat)
    c = ""
    if cs:
        c = ('<div class="comments"><a id="comments"></a><h3 class="comments-header">Comments</h3>'
             '<div class="comments-info"><p>You can follow this conversation by subscribing to the comment feed for this post.</p></div>'
             '<div class="comments-content">')
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<a id="c%d"></a><div class="comment font-entrybody" id="comment-%d"><div class="comment-content font-entrybody">%s</div>'
                  '<p class="comment-footer font-entryfooter">Posted by: <a rel="nofollow" href="/p">%s</a> | '
                  '<a rel="nofollow" href="#c%d">%s %02d, %d at %02d:%02d %s</a></p></div>') % (
                i, i, ps(cp), esc(n), i, dd[1], dd[0], dd[2], dd[3], dd[4], dd[5])
        c += "</div></div>"
    return '<div id="alpha"><div id="alpha-inner">' + p + c + "</div></div>"


def typepad_old(r, t, body, cat, cs):
    """Movable Type 3 / old TypePad: comment paragraphs loose in comments-content."""
    d = date(r)
    p = ('<h2 class="date-header">%s %d, %d</h2><div class="entry" id="entry-%d">'
         '<h3 class="entry-header">%s</h3><div class="entry-content"><div class="entry-body">%s</div></div>'
         '<p class="entry-footer">Posted at %d:%02d %s in <a href="/c/%s">%s</a> | <a href="/x">Permalink</a></p></div>') % (
        d[1], d[0], d[2], r.randint(1, 999), esc(t), ps(body), d[3], d[4], d[5], cat, cat)
    c = ""
    if cs:
        c = ('<div class="trackbacks"><h2 class="trackbacks-header">TrackBack</h2><div class="trackbacks-info">'
             '<p>TrackBack URL for this entry:<br />http://www.typepad.com/t/trackback/1234/5678</p></div></div>')
        c += '<div class="comments"><a id="comments"></a><h2 class="comments-header">Comments</h2><div class="comments-content">'
        for i, (n, dd, cp, _) in enumerate(cs):
            c += '<a id="c%d"></a>%s<p class="comment-footer">Posted by: <a href="/p">%s</a> | %s %02d, %d at %02d:%02d %s</p>' % (
                i, ps(cp), esc(n), dd[1], dd[0], dd[2], dd[3], dd[4], dd[5])
        c += "</div></div>"
    return '<div id="content"><div class="blog">' + p + c + "</div></div>"


def thesis(r, t, body, cat, cs):
    p = ('<div class="post_box top" id="post-%d"><div class="headline_area"><h1 class="entry-title">%s</h1>'
         '<p class="headline_meta">by <span class="author vcard fn">Ann Lee</span> on <abbr class="published">%s</abbr></p></div>'
         '<div class="format_text entry-content">%s<p class="to_comments"><span class="bracket">{</span> <a href="#comments"><span>%d</span> comments</a> <span class="bracket">}</span></p></div></div>') % (
        r.randint(1, 999), esc(t), fmt_date(date(r)), ps(body), len(cs))
    c = ""
    if cs:
        c = '<div id="comments"><div class="comments_intro"><p><span>%d</span> comments&#8230; read them below or <a href="#respond">add one</a></p></div><dl id="comment_list">' % len(cs)
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<dt class="comment" id="comment-%d"><span class="comment_num"><a href="#comment-%d">%d</a></span> <span class="comment_author">%s</span> '
                  '<span class="comment_time">%s</span></dt><dd class="comment"><div class="format_text" id="comment-body-%d">%s</div></dd>') % (
                i, i, i + 1, esc(n), fmt_date(dd), i, ps(cp))
        c += "</dl></div>"
    return '<div id="content_box"><div id="content" class="hfeed">' + p + c + "</div></div>"


def garland(r, t, body, cat, cs):
    p = ('<h2>%s</h2><div id="node-%d" class="node"><span class="submitted">%s — Ann Lee</span>'
         '<div class="content clear-block">%s</div><div class="meta"><div class="terms"><ul class="links inline"><li><a href="/t/%s" rel="tag">%s</a></li></ul></div></div>'
         '<div class="links"><ul class="links inline"><li class="comment_add"><a href="/c">Add new comment</a></li></ul></div></div>') % (
        esc(t), r.randint(1, 999), fmt_date(date(r)), ps(body), cat, cat)
    c = ""
    if cs:
        c = '<div id="comments"><h2 class="comments">Comments</h2>'
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<a id="comment-%d"></a><div class="comment"><div class="clear-block"><span class="submitted">%s — %s</span>'
                  '<h3><a href="#comment-%d" class="active">%s</a></h3><div class="content">%s</div></div>'
                  '<ul class="links"><li class="comment_reply"><a href="/reply">reply</a></li></ul></div>') % (
                i, fmt_date(dd), esc(n), i, esc(cp[0][:40]), ps(cp))
        c += "</div>"
    return '<div id="squeeze"><div class="right-corner"><div class="left-corner">' + p + c + "</div></div></div>"


def twentyten(r, t, body, cat, cs):
    p = ('<div id="post-%d" class="post type-post hentry"><h1 class="entry-title">%s</h1>'
         '<div class="entry-meta"><span class="meta-prep">Posted on</span> <span class="entry-date">%s</span> by <span class="author vcard">Ann Lee</span></div>'
         '<div class="entry-content">%s</div><div class="entry-utility">This entry was posted in <a href="/c/%s">%s</a>. Bookmark the <a href="/x">permalink</a>.</div></div>') % (
        r.randint(1, 999), esc(t), fmt_date(date(r)), ps(body), cat, cat)
    c = '<div id="comments">'
    if cs:
        c += '<h3 id="comments-title">%d Responses to <em>%s</em></h3><ol class="commentlist">' % (len(cs), esc(t))
        c += nest(cs, lambda i, x: (
            '<li class="comment even depth-%d" id="li-comment-%d"><div id="comment-%d"><div class="comment-author vcard">'
            '<img alt="" src="/av.png" class="avatar" height="40" width="40"><cite class="fn">%s</cite> <span class="says">says:</span></div>'
            '<div class="comment-meta commentmetadata"><a href="#comment-%d">%s</a></div><div class="comment-body">%s</div>'
            '<div class="reply"><a class="comment-reply-link" href="#r">Reply</a></div></div>') % (
                x[3], i, i, esc(x[0]), i, fmt_date(x[1]), ps(x[2])))
        c += "</ol>"
    c += '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form><textarea name="comment"></textarea></form></div></div>'
    return '<div id="container"><div id="content" role="main">' + p + c + "</div></div>"


def twentytwelve(r, t, body, cat, cs):
    p = ('<article id="post-%d" class="post type-post hentry"><header class="entry-header"><h1 class="entry-title">%s</h1></header>'
         '<div class="entry-content">%s</div><footer class="entry-meta">This entry was posted in <a href="/c/%s" rel="category tag">%s</a> on '
         '<time class="entry-date">%s</time><span class="by-author"> by Ann Lee</span>.</footer></article>') % (
        r.randint(1, 999), esc(t), ps(body), cat, cat, fmt_date(date(r)))
    c = '<div id="comments" class="comments-area">'
    if cs:
        c += '<h2 class="comments-title">%d thoughts on &ldquo;<span>%s</span>&rdquo;</h2><ol class="commentlist">' % (len(cs), esc(t))
        c += nest(cs, lambda i, x: (
            '<li class="comment even depth-%d" id="li-comment-%d"><article id="comment-%d" class="comment">'
            '<header class="comment-meta comment-author vcard"><img alt="" src="/av.png" class="avatar" height="44" width="44">'
            '<cite><b class="fn">%s</b> </cite><a href="#comment-%d"><time>%s</time></a></header>'
            '<section class="comment-content comment">%s</section><div class="reply"><a class="comment-reply-link" href="#r">Reply</a></div></article>') % (
                x[3], i, i, esc(x[0]), i, fmt_date(x[1]), ps(x[2])))
        c += "</ol>"
    c += '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form><textarea name="comment"></textarea></form></div></div>'
    return '<div id="primary" class="site-content"><div id="content" role="main">' + p + c + "</div></div>"


def bartik(r, t, body, cat, cs):
    """Drupal 7: the post's text and each comment's in the same field box."""
    p = ('<h1 class="title" id="page-title">%s</h1><div id="node-%d" class="node node-article node-full clearfix">'
         '<div class="meta submitted">Submitted by <span class="username">Ann Lee</span> on %s</div>'
         '<div class="content clearfix"><div class="field field-name-body field-type-text-with-summary field-label-hidden">'
         '<div class="field-items"><div class="field-item even">%s</div></div></div>'
         '<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Tags:&nbsp;</div>'
         '<div class="field-items"><div class="field-item even"><a href="/t/%s">%s</a></div></div></div></div>'
         '<div class="link-wrapper"><ul class="links inline"><li class="comment-add first last"><a href="/c">Add new comment</a></li></ul></div>') % (
        esc(t), r.randint(1, 999), fmt_date(date(r)), ps(body), cat, cat)
    c = '<div id="comments" class="comment-wrapper">'
    if cs:
        c += '<h2 class="title">Comments</h2>'
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<a id="comment-%d"></a><div class="comment clearfix"><div class="attribution"><div class="comment-submitted">'
                  '<p class="commenter-name"><span class="username">%s</span></p><p class="comment-time">%s</p></div></div>'
                  '<div class="comment-text"><div class="content"><div class="field field-name-comment-body field-type-text-long field-label-hidden">'
                  '<div class="field-items"><div class="field-item even">%s</div></div></div></div>'
                  '<ul class="links inline"><li class="comment-reply first last"><a href="/reply">reply</a></li></ul></div></div>') % (
                i, esc(n), fmt_date(dd), ps(cp))
    c += '<h2 class="title comment-form">Add new comment</h2><form><textarea name="comment_body"></textarea></form></div>'
    return '<div id="content" class="column"><div class="section">' + p + c + "</div></div></div>"


def blogger_threaded(r, t, body, cat, cs):
    d = date(r)
    p = ('<h2 class="date-header"><span>%s %d, %d</span></h2><div class="post hentry"><h3 class="post-title entry-title">%s</h3>'
         '<div class="post-body entry-content">%s</div><div class="post-footer"><span class="post-author vcard">Posted by '
         '<span class="fn">Ann Lee</span></span> <span class="post-labels">Labels: <a href="/l/%s" rel="tag">%s</a></span></div></div>') % (
        d[1], d[0], d[2], esc(t), ps(body), cat, cat)
    c = '<div class="comments" id="comments"><a name="comments"></a><h4>%d comments:</h4>' % len(cs)
    if cs:
        c += '<div class="comments-content"><div class="comment-thread toplevel-thread"><ol id="top-ra">'
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<li class="comment" id="c%d"><div class="avatar-image-container"><img src="/av.png"></div><div class="comment-block">'
                  '<div class="comment-header"><cite class="user"><a href="/p/%d" rel="nofollow">%s</a></cite><span class="icon user"></span>'
                  '<span class="datetime secondary-text"><a rel="nofollow" href="?showComment=%d#c%d">%s</a></span></div>'
                  '<p class="comment-content">%s</p><span class="comment-actions secondary-text"><a class="comment-reply" target="_self">Reply</a>'
                  '<span class="item-control blog-admin"><a href="/del">Delete</a></span></span></div><div class="comment-replies"></div></li>') % (
                i, i, esc(n), i, i, fmt_date(dd), "<br><br>".join(esc(x) for x in cp))
        c += "</ol></div></div>"
    c += '<p class="comment-footer"><a href="/post-comment">Post a Comment</a></p></div>'
    return '<div class="main-inner"><div class="blog-posts hfeed">' + p + c + "</div></div>"


def twentyeleven(r, t, body, cat, cs):
    """WordPress 2011: the post and each comment an <article>, each with
    a <footer>."""
    p = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s">'
         '<header class="entry-header"><h1 class="entry-title">%s</h1><div class="entry-meta"><span class="sep">Posted on </span>'
         '<a href="/x" rel="bookmark"><time class="entry-date" datetime="2012-01-01T10:00:00+00:00" pubdate>%s</time></a>'
         '<span class="by-author"> <span class="sep"> by </span> <span class="author vcard"><a class="url fn n" href="/a">Ann Lee</a></span></span></div></header>'
         '<div class="entry-content">%s</div><footer class="entry-meta"><span class="cat-links"><span class="entry-utility-prep">Posted in</span> '
         '<a href="/c/%s" rel="category tag">%s</a></span> <span class="sep"> | </span> <span class="comments-link"><a href="#comments">%d Replies</a></span></footer></article>') % (
        r.randint(1, 999), r.randint(1, 999), cat.lower(), esc(t), fmt_date(date(r)), ps(body), cat, cat, len(cs))
    c = '<div id="comments">'
    if cs:
        c += '<h2 id="comments-title">%d thoughts on &ldquo;<span>%s</span>&rdquo;</h2><ol class="commentlist">' % (len(cs), esc(t))
        c += nest(cs, lambda i, x: (
            '<li class="comment even thread-even depth-%d" id="li-comment-%d"><article id="comment-%d" class="comment">'
            '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/av.png" class="avatar" height="68" width="68">'
            '<span class="fn">%s</span> on <a href="#comment-%d"><time pubdate datetime="2012-01-01T10:00:00+00:00">%s</time></a> <span class="says">said:</span></div></footer>'
            '<div class="comment-content">%s</div><div class="reply"><a class="comment-reply-link" href="#r">Reply <span>&darr;</span></a></div></article>') % (
                x[3], i, i, esc(x[0]), i, fmt_date(x[1]), ps(x[2])))
        c += "</ol>"
    c += '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form><textarea name="comment"></textarea></form></div></div>'
    return '<div id="primary"><div id="content" role="main">' + p + c + "</div></div>"


def wp_comments(t, cs, avatar, year, span, nofollow, reply):
    """WordPress's own comments area in its HTML5 form (wp_list_comments()
    and comment_form()), as the themes since 2013 print it: an ol of
    article.comment-body, each a footer of author and time before its
    comment-content.  What the themes set: the avatar's size, the year
    of the time's datetime attribute (None: no attribute), the title in
    a span, a nofollow reply link, and the reply form's heading tag."""
    title = "&ldquo;<span>%s</span>&rdquo;" if span else "&ldquo;%s&rdquo;"
    time = '<time datetime="%s-01-01T10:00:00+00:00">' % year if year else "<time>"
    rel = 'rel="nofollow" ' if nofollow else ""
    c = '<div id="comments" class="comments-area">'
    if cs:
        c += ('<h2 class="comments-title">%d thoughts on ' + title + '</h2><ol class="comment-list">') % (len(cs), esc(t))
        c += nest(cs, lambda i, x: (
            '<li id="comment-%d" class="comment even thread-even depth-%d"><article id="div-comment-%d" class="comment-body">'
            '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/av.png" class="avatar avatar-%d" height="%d" width="%d">'
            '<b class="fn">%s</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="#comment-%d">%s%s</time></a></div></footer>'
            '<div class="comment-content">%s</div><div class="reply"><a %sclass="comment-reply-link" href="#r">Reply</a></div></article>') % (
                i, x[3], i, avatar, avatar, avatar, esc(x[0]), i, time, fmt_date(x[1]), ps(x[2]), rel))
        c += "</ol>"
    c += ('<div id="respond" class="comment-respond"><%s id="reply-title" class="comment-reply-title">Leave a Reply</%s>'
          '<form><textarea name="comment"></textarea></form></div></div>') % (reply, reply)
    return c


def twentyfifteen(r, t, body, cat, cs):
    """WordPress 2015: comment-list of article.comment-body, each with a
    footer of author and time before its comment-content."""
    p = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry">'
         '<header class="entry-header"><h1 class="entry-title">%s</h1></header><div class="entry-content">%s</div>'
         '<footer class="entry-footer"><span class="posted-on"><span class="screen-reader-text">Posted on </span><a href="/x" rel="bookmark">'
         '<time class="entry-date published">%s</time></a></span><span class="byline"><span class="author vcard"><a class="url fn n" href="/a">Ann Lee</a></span></span>'
         '<span class="cat-links"><a href="/c/%s" rel="category tag">%s</a></span></footer></article>') % (
        r.randint(1, 999), r.randint(1, 999), esc(t), ps(body), fmt_date(date(r)), cat, cat)
    c = wp_comments(t, cs, 56, "2015", False, True, "h3")
    return '<div id="primary" class="content-area"><main id="main" class="site-main" role="main">' + p + c + "</main></div>"


def genesis(r, t, body, cat, cs):
    """StudioPress Genesis (2012): a comment's paragraphs loose in its li,
    after the author and date lines."""
    p = ('<div class="post-%d post type-post status-publish format-standard hentry category-%s entry">'
         '<h1 class="entry-title">%s</h1><div class="post-info"><span class="date published time" title="2012-01-01T10:00:00+00:00">%s</span> '
         'By <span class="author vcard"><span class="fn"><a href="/a" rel="author">Ann Lee</a></span></span> '
         '<span class="post-comments"><a href="#comments">%d Comments</a></span></div>'
         '<div class="entry-content">%s</div><div class="post-meta"><span class="categories">Filed Under: <a href="/c/%s" rel="category tag">%s</a></span></div></div>') % (
        r.randint(1, 999), cat.lower(), esc(t), fmt_date(date(r)), len(cs), ps(body), cat, cat)
    c = ""
    if cs:
        c = '<div id="comments"><h3>Comments</h3><ol class="comment-list">'
        c += nest(cs, lambda i, x: (
            '<li class="comment even thread-even depth-%d" id="comment-%d"><div class="comment-author vcard">'
            '<img alt="" src="/av.png" class="avatar" height="48" width="48"><cite class="fn">%s</cite> <span class="says">says</span></div>'
            '<div class="comment-meta commentmetadata"><a href="#comment-%d">%s</a></div>%s'
            '<div class="reply"><a rel="nofollow" class="comment-reply-link" href="#r">Reply</a></div>') % (
                x[3], i, esc(x[0]), i, fmt_date(x[1]), ps(x[2])))
        c += "</ol></div>"
    c += '<div id="respond"><h3>Speak Your Mind</h3><form><textarea name="comment"></textarea></form></div>'
    return '<div id="content-sidebar-wrap"><div id="content" class="hfeed">' + p + c + "</div></div>"


def livejournal(r, t, body, cat, cs):
    """LiveJournal: the post's lines <br>-separated; each comment a box of
    a head (user, time) and its text."""
    d = date(r)
    p = ('<div class="entry" id="entry-%d"><h3 class="entry-header"><a href="/x">%s</a></h3>'
         '<div class="entry-datetime">%s %d, %d at %d:%02d %s</div>'
         '<div class="entry-content">%s</div><div class="entry-tags">Tags: <a href="/tag/%s">%s</a></div>'
         '<ul class="entry-interaction-links"><li><a href="#comments">%d comments</a></li><li><a href="/reply">Reply</a></li></ul></div>') % (
        r.randint(1, 999), esc(t), d[1], d[0], d[2], d[3], d[4], d[5],
        "<br /><br />".join(esc(x) for x in body), cat.lower(), cat.lower(), len(cs))
    c = ""
    if cs:
        c = '<div id="comments"><div class="comments-body">'
        for i, (n, dd, cp, depth) in enumerate(cs):
            c += ('<div class="comment-wrap" style="margin-left: %dpx"><div class="comment" id="t%d">'
                  '<div class="comment-head"><span class="ljuser"><a href="/u/%d"><b>%s</b></a></span> '
                  '<span class="comment-datetime"><a href="?thread=%d#t%d">%s</a></span></div>'
                  '<div class="comment-text">%s</div><ul class="comment-interaction-links"><li><a href="/r">Reply</a></li><li><a href="?thread=%d">Thread</a></li></ul></div></div>') % (
                (depth - 1) * 30, i, i, esc(n.replace(" ", "_").lower()), i, i, fmt_date(dd),
                "<br /><br />".join(esc(x) for x in cp), i)
        c += "</div></div>"
    return '<div id="container"><div id="content">' + p + c + "</div></div>"


def twentytwenty(r, t, body, cat, cs):
    """WordPress 2020: each comment's text box is an entry-content, as the
    post's is."""
    p = ('<article class="post-%d post type-post status-publish format-standard hentry category-%s" id="post-%d">'
         '<header class="entry-header has-text-align-center"><div class="entry-header-inner section-inner medium">'
         '<div class="entry-categories"><span class="screen-reader-text">Categories</span><div class="entry-categories-inner">'
         '<a href="/c/%s" rel="category tag">%s</a></div></div><h1 class="entry-title">%s</h1>'
         '<div class="post-meta-wrapper post-meta-single post-meta-single-top"><ul class="post-meta"><li class="post-author meta-wrapper">'
         '<span class="meta-text">By <a href="/a">Ann Lee</a></span></li><li class="post-date meta-wrapper"><span class="meta-text">'
         '<a href="/x">%s</a></span></li><li class="post-comment-link meta-wrapper"><span class="meta-text"><a href="#comments">%d Comments</a></span></li></ul></div></div></header>'
         '<div class="post-inner thin"><div class="entry-content">%s</div></div></article>') % (
        r.randint(1, 999), cat.lower(), r.randint(1, 999), cat, cat, esc(t), fmt_date(date(r)), len(cs), ps(body))
    c = ""
    if cs:
        c = ('<div class="comments-wrapper section-inner"><div class="comments" id="comments"><div class="comments-header section-inner small max-percentage">'
             '<h2 class="comment-reply-title">%d replies on &ldquo;%s&rdquo;</h2></div><div class="comments-inner section-inner thin max-percentage">') % (len(cs), esc(t))
        for i, (n, dd, cp, depth) in enumerate(cs):
            c += ('<div class="comment even thread-even depth-%d" id="comment-%d"><article id="div-comment-%d" class="comment-body">'
                  '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/av.png" class="avatar" height="120" width="120">'
                  '<span class="fn">%s</span><span class="screen-reader-text says">says:</span></div>'
                  '<div class="comment-metadata"><a href="#comment-%d"><time datetime="2020-01-01T10:00:00+00:00">%s</time></a></div></footer>'
                  '<div class="comment-content entry-content">%s</div><footer class="comment-footer-meta"><span class="comment-reply">'
                  '<a rel="nofollow" class="comment-reply-link" href="#r">Reply</a></span></footer></article></div>') % (
                depth, i, i, esc(n), i, fmt_date(dd), ps(cp))
        c += "</div></div></div>"
    c += '<div class="comment-respond" id="respond"><h2 id="reply-title" class="comment-reply-title">Leave a Reply</h2><form><textarea name="comment"></textarea></form></div>'
    return '<main id="site-content" role="main">' + p + c + "</main>"


def drupal8(r, t, body, cat, cs):
    """Drupal 8's Bartik: the post and each comment an <article>, each
    comment's text a field of its own under a "Submitted by" footer."""
    p = ('<h1 class="js-quickedit-page-title title page-title"><span class="field field--name-title">%s</span></h1>'
         '<article role="article" class="node node--type-article node--promoted node--view-mode-full">'
         '<footer class="node__meta"><div class="node__submitted">Submitted by <span class="username">Ann Lee</span> on %s</div></footer>'
         '<div class="node__content clearfix"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div>'
         '<div class="field field--name-field-tags field--type-entity-reference field--label-above clearfix"><h3 class="field__label">Tags</h3>'
         '<ul class="links field__items"><li><a href="/t/%s" hreflang="en">%s</a></li></ul></div>') % (
        esc(t), fmt_date(date(r)), ps(body), cat.lower(), cat)
    c = '<section class="field field--name-comment field--type-comment field--label-above comment-wrapper">'
    if cs:
        c += '<h2 class="title comment-section-title">Comments</h2>'
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<a id="comment-%d"></a><article role="article" class="comment js-comment by-anonymous clearfix">'
                  '<span class="hidden" data-comment-timestamp="1"></span><footer class="comment__meta">'
                  '<article class="profile"></article><p class="comment__author"><span>%s</span></p><p class="comment__time">%s</p>'
                  '<p class="comment__permalink"><a href="/comment/%d#comment-%d" hreflang="en">Permalink</a></p></footer>'
                  '<div class="comment__content"><h3><a href="/comment/%d#comment-%d" class="permalink" rel="bookmark">%s</a></h3>'
                  '<div class="clearfix text-formatted field field--name-comment-body field--type-text-long field--label-hidden field__item">%s</div>'
                  '<drupal-render-placeholder></drupal-render-placeholder><ul class="links inline"><li class="comment-reply"><a href="/reply">Reply</a></li></ul></div></article>') % (
                i, esc(n), fmt_date(dd), i, i, i, i, esc(cp[0][:40]), ps(cp))
    c += '<h2 class="title comment-form__title">Add new comment</h2><form><textarea name="comment_body"></textarea></form></section>'
    return '<main id="content" class="column main-content" role="main"><section class="section">' + p + c + "</div></article></section></main>"


def k2(r, t, body, cat, cs):
    """Joomla's K2: comments in itemComments, each an li of a date, an
    author line and a paragraph."""
    p = ('<div id="k2Container" class="itemView"><div class="itemHeader"><span class="itemDateCreated">%s</span>'
         '<h2 class="itemTitle">%s</h2><span class="itemAuthor">Written by <a rel="author" href="/a">Ann Lee</a></span></div>'
         '<div class="itemBody"><div class="itemFullText">%s</div></div>'
         '<div class="itemLinks"><div class="itemCategory"><span>Published in</span> <a href="/c/%s">%s</a></div></div>') % (
        fmt_date(date(r)), esc(t), ps(body), cat.lower(), cat)
    c = ""
    if cs:
        c = '<div class="itemComments"><h3 class="itemCommentsCounter"><span>%d</span> comments</h3><ul class="itemCommentsList">' % len(cs)
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<li class="%s" id="comment%d"><span class="commentLink"><a href="#comment%d" name="comment%d">Comment Link</a></span>'
                  '<img src="/av.png" alt="%s" width="48" class="commentAvatar"><span class="commentDate">%s</span>'
                  '<span class="commentAuthorName"> posted by %s</span><p>%s</p></li>') % (
                "even" if i % 2 == 0 else "odd", i, i, i, esc(n), fmt_date(dd), esc(n), "<br />".join(esc(x) for x in cp))
        c += "</ul></div>"
    c += '<div class="itemCommentsForm"><h3>Leave a comment</h3><form><textarea name="commentText"></textarea></form></div>'
    return '<div id="main"><div class="item-page">' + p + c + "</div></div></div>"


# What a theme writes into a page beside its post and comments that is
# not the article either (related posts' excerpts): the theme adds them,
# site() takes them into the page's leaks.
EXTRAS = []


def related(r, n):
    """Jetpack's related posts (2016, its visual list): n other posts,
    each a picture, a linked title, an excerpt of up to 50 words, a date
    and the category it is in."""
    items = []
    for i in range(n):
        t = title(r)
        ex = " ".join(para(r, 2, 3).split()[:r.randint(20, 50)]) + "&hellip;"
        EXTRAS.append(ex.replace("&hellip;", ""))
        items.append((
            '<div class="jp-relatedposts-post jp-relatedposts-post%d jp-relatedposts-post-thumbs" data-post-id="%d" data-post-format="false">'
            '<a class="jp-relatedposts-post-a" href="/r%d.html" title="%s" rel="nofollow" data-origin="1" data-position="%d">'
            '<img class="jp-relatedposts-post-img" src="/r%d.jpg" width="350" alt="%s"></a>'
            '<h4 class="jp-relatedposts-post-title"><a class="jp-relatedposts-post-a" href="/r%d.html" title="%s" rel="nofollow">%s</a></h4>'
            '<p class="jp-relatedposts-post-excerpt">%s</p><p class="jp-relatedposts-post-date">%s</p>'
            '<p class="jp-relatedposts-post-context">In &quot;%s&quot;</p></div>') % (
                i, r.randint(1, 999), i, esc(t), i, i, esc(t), i, esc(t), esc(t), esc(ex).replace("&amp;hellip;", "&hellip;"),
                fmt_date(date(r)).split(" at ")[0], r.choice(CATS)))
    return ('<div id="jp-relatedposts" class="jp-relatedposts" style="display: block;"><h3 class="jp-relatedposts-headline"><em>Related</em></h3>'
            '<div class="jp-relatedposts-items jp-relatedposts-items-visual jp-relatedposts-grid">%s</div></div>') % "".join(items)


def twentysixteen(r, t, body, cat, cs):
    """WordPress 2016 with Jetpack: the plugin's sharing buttons and its
    related posts go at the end of the post's text, inside its
    entry-content, where the_content filters put them."""
    share = ('<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing">'
             '<h3 class="sd-title">Share this:</h3><div class="sd-content"><ul>'
             '<li class="share-twitter"><a rel="nofollow" class="share-twitter sd-button share-icon" href="?share=twitter" title="Click to share on Twitter"><span>Twitter</span></a></li>'
             '<li class="share-facebook"><a rel="nofollow" class="share-facebook sd-button share-icon" href="?share=facebook" title="Click to share on Facebook"><span>Facebook</span></a></li>'
             '<li class="share-end"></li></ul></div></div></div>')
    p = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry">'
         '<header class="entry-header"><h1 class="entry-title">%s</h1></header><div class="entry-content">%s%s%s</div>'
         '<footer class="entry-footer"><span class="byline"><span class="author vcard"><span class="screen-reader-text">Author </span><a class="url fn n" href="/a">Ann Lee</a></span></span>'
         '<span class="posted-on"><span class="screen-reader-text">Posted on </span><a href="/x" rel="bookmark"><time class="entry-date published">%s</time></a></span>'
         '<span class="cat-links"><span class="screen-reader-text">Categories </span><a href="/c/%s" rel="category tag">%s</a></span></footer></article>') % (
        r.randint(1, 999), r.randint(1, 999), esc(t), ps(body), share, related(r, r.choice([3, 3, 6])), fmt_date(date(r)), cat, cat)
    c = wp_comments(t, cs, 42, "2016", False, True, "h2")
    return '<div id="primary" class="content-area"><main id="main" class="site-main" role="main">' + p + c + "</main></div>"


def yarpp(r, n):
    """YARPP's related posts (2013, its list template with excerpts): n
    other posts, each a linked title and a short excerpt."""
    items = []
    for i in range(n):
        t = title(r)
        ex = " ".join(para(r, 1, 2).split()[:r.randint(10, 30)])
        EXTRAS.append(ex)
        items.append('<li><a href="/y%d.html" rel="bookmark" title="%s">%s </a> <small>%s...</small></li>' % (
            i, esc(t), esc(t), esc(ex)))
    return ("<div class='yarpp-related'>\n<h3>Related posts:</h3><ol>\n%s\n</ol>\n</div>" % "\n".join(items))


def twentythirteen(r, t, body, cat, cs):
    """WordPress 2013 with YARPP: the plugin's related posts go at the end
    of the post's text, inside its entry-content; the thread is an ol of
    article.comment-body, each with its author, date and text."""
    p = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s">'
         '<header class="entry-header"><h1 class="entry-title">%s</h1><div class="entry-meta">'
         '<span class="date"><a href="/x" rel="bookmark"><time class="entry-date">%s</time></a></span>'
         '<span class="categories-links"><a href="/c/%s" rel="category tag">%s</a></span>'
         '<span class="author vcard"><a class="url fn n" href="/a" rel="author">Ann Lee</a></span></div></header>'
         '<div class="entry-content">%s%s</div><footer class="entry-meta"><div class="comments-link"><a href="#respond">Leave a comment</a></div></footer></article>') % (
        r.randint(1, 999), r.randint(1, 999), cat.lower(), esc(t), fmt_date(date(r)), cat, cat, ps(body), yarpp(r, r.choice([3, 5, 5])))
    c = wp_comments(t, cs, 74, None, True, False, "h3")
    return '<div id="primary" class="content-area"><div id="content" class="site-content" role="main">' + p + c + "</div></div>"


# Set by a theme whose feed's description is not the post's first
# paragraph (Substack's is the post's subtitle); site() reads it.
TEASER = []
BLOG = [""]  # the site's name, for the themes that say it in the post
SLUG = [""]  # the page's own path, for the themes that link to it


def ghost_casper(r, t, body, cat, cs):
    """Ghost's Casper (2019): the post's text box, then inside the post
    the newsletter form and the author's card (a bio the same on every
    page), then "read next": cards of other posts, each a picture, a
    tag, a linked title and an excerpt.  Comments are a script's."""
    bio = sentence(random.Random(BLOG[0] + " bio"), 10, 18)
    EXTRAS.append(bio)
    cards = []
    for i in range(3):
        ct = title(r)
        ex = " ".join(para(r, 2, 3).split()[:r.randint(25, 33)])
        EXTRAS.append(ex)
        cards.append(
            '<article class="post-card post tag-%s"><a class="post-card-image-link" href="/n%d/"><div class="post-card-image" style="background-image: url(/n%d.jpg)"></div></a>'
            '<div class="post-card-content"><a class="post-card-content-link" href="/n%d/"><header class="post-card-header"><span class="post-card-tags">%s</span>'
            '<h2 class="post-card-title">%s</h2></header><section class="post-card-excerpt"><p>%s</p></section></a>'
            '<footer class="post-card-meta"><ul class="author-list"><li class="author-list-item"><a href="/author/ann/" class="static-avatar"><img class="author-profile-image" src="/ann.jpg" alt="Ann Lee"></a></li></ul>'
            '<span class="reading-time">%d min read</span></footer></div></article>' % (
                r.choice(CATS).lower(), i, i, i, r.choice(CATS), esc(ct), esc(ex), r.randint(1, 9)))
    p = ('<main id="site-main" class="site-main outer"><div class="inner">'
         '<article class="post-full post tag-%s"><header class="post-full-header"><section class="post-full-meta">'
         '<time class="post-full-meta-date" datetime="2019-03-02">%s</time><span class="date-divider">/</span> <a href="/tag/%s/">%s</a></section>'
         '<h1 class="post-full-title">%s</h1></header>'
         '<figure class="post-full-image"><img src="/p%d.jpg" alt="%s"></figure>'
         '<section class="post-full-content"><div class="post-content">%s</div></section>'
         '<section class="subscribe-form"><h3 class="subscribe-form-title">Subscribe to %s</h3><p>Get the latest posts delivered right to your inbox</p>'
         '<form method="post" action="/subscribe/" class=""><div class="form-group"><input class="subscribe-email" type="email" name="email" placeholder="youremail@example.com"></div>'
         '<button class="" type="submit"><span>Subscribe</span></button></form></section>'
         '<footer class="post-full-footer"><section class="author-card"><img class="author-profile-image" src="/ann.jpg" alt="Ann Lee">'
         '<section class="author-card-content"><h4 class="author-card-name"><a href="/author/ann/">Ann Lee</a></h4><p>%s</p></section></section>'
         '<div class="post-full-footer-right"><a class="author-card-button" href="/author/ann/">Read More</a></div></footer>'
         '<section class="post-full-comments"><div id="disqus_thread"></div></section></article></div></main>'
         '<aside class="read-next outer"><div class="inner"><div class="read-next-feed">%s</div></div></aside>') % (
        cat.lower(), fmt_date(date(r)).split(" at ")[0], cat.lower(), cat, esc(t), r.randint(1, 999), esc(t), ps(body),
        esc(BLOG[0]), esc(bio), "".join(cards))
    return p


def squarespace(r, t, body, cat, cs):
    """Squarespace 7.0's blog item: the post is a grid of blocks, its
    text in one to three text blocks with picture blocks between them
    (each text block its own sqs-block-content), then the item's tags,
    share buttons and the links to the posts before and after."""
    blocks, i = [], 0
    cuts = sorted(r.sample(range(1, len(body)), min(len(body) - 1, r.randint(0, 2)))) if len(body) > 1 else []
    for k, j in enumerate(cuts + [len(body)]):
        blocks.append('<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-%x"><div class="sqs-block-content">%s</div></div>' % (
            r.getrandbits(40), ps(body[i:j])))
        if j < len(body):
            n = r.randint(1, 999)
            blocks.append(
                '<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-yui_%d"><div class="sqs-block-content">'
                '<div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><figure class="sqs-block-image-figure intrinsic" style="max-width:1500px;">'
                '<div class="image-block-wrapper" data-animation-role="image"><noscript><img src="/s/%d.jpg" alt=""></noscript>'
                '<img class="thumb-image" data-src="/s/%d.jpg" data-image-dimensions="1500x1000" data-load="false" alt=""></div></figure></div></div></div>' % (n, n, n))
        i = j
    before, after = title(r), title(r)
    EXTRAS.extend([before, after])
    p = ('<main class="Main Main--blog-item"><section class="Main-content" data-content-field="main-content">'
         '<article class="BlogItem hentry tag-%s author-ann-lee post-type-text" data-item-id="%x">'
         '<div class="BlogItem-meta"><time class="Blog-meta-item Blog-meta-item--date" datetime="2017-05-02">%s</time>'
         '<a href="/blog?category=%s" class="Blog-meta-item Blog-meta-item--categories">%s</a></div>'
         '<h1 class="BlogItem-title" data-content-field="title">%s</h1>'
         '<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" data-updated-on="149" id="item-%x"><div class="row sqs-row"><div class="col sqs-col-12 span-12">%s</div></div></div>'
         '<div class="BlogItem-meta BlogItem-meta--bottom"><div class="Blog-meta-item Blog-meta-item--tags"><a href="/blog?tag=%s">%s</a></div></div>'
         '<div class="BlogItem-share"><div class="squarespace-social-buttons inline-style" data-system-data-id="%x" data-asset-url="/s/1.jpg" data-record-type="1" data-full-url="/x" data-title="%s"></div></div>'
         '<div class="BlogItem-comments"><div class="squarespace-comments" id="comments-%x"></div></div>'
         '<nav class="BlogItem-pagination clear"><a href="/b1" class="BlogItem-pagination-link BlogItem-pagination-link--prev">'
         '<div class="BlogItem-pagination-link-content"><div class="BlogItem-pagination-link-label">Previous</div><h2 class="BlogItem-pagination-link-title">%s</h2></div></a>'
         '<a href="/b2" class="BlogItem-pagination-link BlogItem-pagination-link--next"><div class="BlogItem-pagination-link-content">'
         '<div class="BlogItem-pagination-link-label">Next</div><h2 class="BlogItem-pagination-link-title">%s</h2></div></a></nav>'
         '</article></section></main>') % (
        cat.lower(), r.getrandbits(40), fmt_date(date(r)).split(" at ")[0], cat, cat, esc(t), r.getrandbits(40), "".join(blocks),
        cat.lower(), cat, r.getrandbits(40), esc(t), r.getrandbits(40), esc(before), esc(after))
    return p


def substack(r, t, body, cat, cs):
    """Substack (2021): the post's subtitle under its headline (and the
    feed's description: the teaser is not in the text), then the text
    box with its "Subscribe now" and "Share" buttons among the
    paragraphs, a picture, and after it the post's like
    and comment buttons and the newsletter's subscribe box."""
    sub = sentence(r, 8, 16)
    TEASER.append(sub)
    button = ('<p class="button-wrapper" data-attrs="{&quot;url&quot;:&quot;/subscribe&quot;,&quot;text&quot;:&quot;Subscribe now&quot;}">'
              '<a class="button primary" href="/subscribe?"><span>Subscribe now</span></a></p>')
    share = ('<p class="button-wrapper" data-attrs="{&quot;url&quot;:&quot;/p/x?utm_source=substack&amp;utm_medium=email&amp;utm_content=share&quot;,&quot;text&quot;:&quot;Share&quot;}">'
             '<a class="button primary" href="/p/x?utm_source=substack&amp;utm_medium=email&amp;utm_content=share&amp;action=share"><span>Share</span></a></p>')
    out = []
    for i, x in enumerate(body):
        out.append("<p>%s</p>" % esc(x))
        if i == 0 and len(body) > 2:
            out.append(button)
        if i == len(body) // 2 and len(body) > 3:
            n = r.randint(1, 999)
            out.append('<div class="captioned-image-container"><figure><a class="image-link image2" target="_blank" href="/i%d.jpg">'
                       '<img src="/i%d.jpg" width="1456" height="970" alt=""></a></figure></div>' % (n, n))
    out.append(share if r.random() < 0.5 else button)
    p = ('<div class="single-post-container"><div class="container"><div class="single-post"><article class="typography newsletter-post post">'
         '<div class="post-header"><h1 class="post-title unpublished">%s</h1><h3 class="subtitle">%s</h3>'
         '<div class="post-meta post-meta-web"><div class="post-meta-item post-date"><time datetime="2021-05-02">%s</time></div>'
         '<div class="post-meta-item"><a href="/p/x/comments" class="post-ufi-button style-compact"><span class="label">%d</span></a></div></div></div>'
         '<div class="available-content"><div dir="auto" class="body markup">%s</div></div>'
         '<div class="post-footer"><div class="post-ufi"><a role="button" class="post-ufi-button like-button"><span class="label">%d</span></a>'
         '<a href="/p/x/comments" class="post-ufi-button"><span class="label">%d</span></a><a role="button" class="post-ufi-button share"><span class="label">Share</span></a></div></div>'
         '<div class="subscribe-footer"><p>Subscribe to %s</p><p class="subscribe-footer-description">By Ann Lee &middot; Launched 2 years ago</p>'
         '<form class="form" action="/api/v1/free"><input type="email" name="email" placeholder="Type your email..."><button type="submit" class="button primary">Subscribe</button></form></div>'
         '</article></div></div></div>') % (
        esc(t), esc(sub), fmt_date(date(r)).split(" at ")[0], r.randint(0, 40), "".join(out), r.randint(0, 90), r.randint(0, 40), esc(BLOG[0]))
    EXTRAS.extend(["Subscribe now", "Launched 2 years ago"])
    return p


def generatepress(r, t, body, cat, cs):
    """WordPress's GeneratePress with the plugins a news blog adds: a
    "Read also:" line linking another post after the second paragraph,
    a Mailchimp for WP signup form among the paragraphs, Simple Author
    Box's card (picture, name, a bio of a sentence or two) at the end of
    the entry-content, the links to the posts before and after, and
    WordPress's comments."""
    out = []
    bio = para(random.Random(BLOG[0] + " author"), 1, 2)
    for i, x in enumerate(body):
        out.append("<p>%s</p>" % esc(x))
        if i == 1 and len(body) > 3:
            also = title(r)
            EXTRAS.append(also)
            out.append('<p><strong>Read also:</strong> <a href="/%d/">%s</a></p>' % (r.randint(1, 999), esc(also)))
        if i == 3 and len(body) > 5:
            out.append('<form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-%d" method="post" data-id="%d" data-name="Newsletter">'
                       '<div class="mc4wp-form-fields"><p>Sign up for our newsletter and get every post by email.</p>'
                       '<p><input type="email" name="EMAIL" placeholder="Your email address" required /></p>'
                       '<p><input type="submit" value="Sign up" /></p></div><label style="display: none !important;">Leave this field empty '
                       '<input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off" /></label>'
                       '<div class="mc4wp-response"></div></form>' % (r.randint(1, 99), r.randint(1, 99)))
    EXTRAS.extend(["Sign up for our newsletter", bio])
    box = ('<div class="saboxplugin-wrap" itemtype="http://schema.org/Person" itemscope itemprop="author"><div class="saboxplugin-tab">'
           '<div class="saboxplugin-gravatar"><img src="/ann.jpg" width="100" height="100" alt="Ann Lee" itemprop="image"></div>'
           '<div class="saboxplugin-authorname"><a href="/author/ann/" class="vcard author" rel="author" itemprop="url"><span class="fn" itemprop="name">Ann Lee</span></a></div>'
           '<div class="saboxplugin-desc"><div itemprop="description"><p>%s</p></div></div><div class="clearfix"></div></div></div>') % esc(bio)
    before, after = title(r), title(r)
    EXTRAS.extend([before, after])
    p = ('<div id="primary" class="content-area grid-parent mobile-grid-100 grid-75 tablet-grid-75"><main id="main" class="site-main">'
         '<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s" itemtype="https://schema.org/CreativeWork" itemscope>'
         '<div class="inside-article"><header class="entry-header"><h1 class="entry-title" itemprop="headline">%s</h1>'
         '<div class="entry-meta"><span class="posted-on"><a href="/x" rel="bookmark"><time class="entry-date published" itemprop="datePublished">%s</time></a></span> '
         '<span class="byline">by <span class="author vcard" itemprop="author"><a class="url fn n" href="/author/ann/" rel="author"><span class="author-name" itemprop="name">Ann Lee</span></a></span></span></div></header>'
         '<div class="entry-content" itemprop="text">%s%s</div>'
         '<footer class="entry-meta"><span class="cat-links"><span class="screen-reader-text">Categories </span><a href="/c/%s" rel="category tag">%s</a></span>'
         '<nav id="nav-below" class="post-navigation"><span class="screen-reader-text">Post navigation</span>'
         '<div class="nav-previous"><span class="prev" title="Previous"><a href="/p1/" rel="prev">%s</a></span></div>'
         '<div class="nav-next"><span class="next" title="Next"><a href="/p2/" rel="next">%s</a></span></div></nav></footer></div></article>') % (
        r.randint(1, 999), r.randint(1, 999), cat.lower(), esc(t), fmt_date(date(r)).split(" at ")[0], "".join(out), box, cat, cat, esc(before), esc(after))
    c = wp_comments(t, cs, 50, "2019", False, True, "h3")
    return p + c + "</main></div>"


def blocktheme(r, t, body, cat, cs):
    """WordPress's block theme Twenty Twenty-Three (2023): the title and
    the featured image in a group, the post-content box of blocks (a
    picture block with no caption among the paragraphs), then a group
    of the date, "in" the category, "by" the author, a spacer, a
    separator and the links to the posts before and after, then the
    comments block: a template of columns (avatar, author, dated link,
    content box, reply link) and the reply form."""
    out = []
    for i, x in enumerate(body):
        out.append("<p>%s</p>\n" % esc(x))
        if i == 0 and len(body) > 2:
            out.append('<figure class="wp-block-image size-large"><img decoding="async" loading="lazy" width="1024" height="683" '
                       'src="/wp-content/uploads/2023/05/p%d-1024x683.jpg" alt="" class="wp-image-%d"/></figure>\n' % (r.randint(1, 999), r.randint(1, 999)))
    before, after = title(r), title(r)
    EXTRAS.extend([before, after, "Your email address will not be published."])
    d = fmt_date(date(r)).split(" at ")[0]
    p = ('<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow" style="margin-top:var(--wp--preset--spacing--50)">'
         '<div class="wp-block-group has-global-padding is-layout-constrained wp-block-group-is-layout-constrained">'
         '<h1 style="margin-bottom:var(--wp--preset--spacing--40);" class="wp-block-post-title">%s</h1>'
         '<figure style="margin-bottom:var(--wp--preset--spacing--40);" class="alignwide wp-block-post-featured-image"><img width="1024" height="683" '
         'src="/wp-content/uploads/2023/05/f%d.jpg" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt="" decoding="async"/></figure></div>'
         '<div class="entry-content wp-block-post-content has-global-padding is-layout-constrained wp-block-post-content-is-layout-constrained">\n%s</div>'
         '<div style="margin-top:var(--wp--preset--spacing--70);margin-bottom:var(--wp--preset--spacing--70);" class="wp-block-group has-global-padding is-layout-constrained wp-block-group-is-layout-constrained">'
         '<div class="wp-block-group is-layout-flex wp-block-group-is-layout-flex">'
         '<div class="wp-block-post-date"><time datetime="2023-05-02T10:00:00+00:00"><a href="/2023/05/02/x/">%s</a></time></div>'
         '<p class="has-contrast-2-color has-text-color">in</p>'
         '<div class="taxonomy-category wp-block-post-terms"><a href="/category/%s/" rel="tag">%s</a></div>'
         '<p class="has-contrast-2-color has-text-color">by</p>'
         '<div class="wp-block-post-author-name"><a href="/author/ann/" target="_self" class="wp-block-post-author-name__link">Ann Lee</a></div></div>'
         '<div style="height:var(--wp--preset--spacing--70)" aria-hidden="true" class="wp-block-spacer"></div>'
         '<hr class="wp-block-separator has-text-color has-contrast-3-color has-alpha-channel-opacity has-contrast-3-background-color has-background is-style-wide"/>'
         '<nav class="wp-block-group is-content-justification-space-between is-layout-flex wp-block-group-is-layout-flex" aria-label="Posts">'
         '<div class="post-navigation-link-previous wp-block-post-navigation-link"><span class="wp-block-post-navigation-link__arrow-previous is-arrow-arrow" aria-hidden="true">&larr;</span>'
         '<a href="/2023/04/30/p1/" rel="prev">%s</a></div>'
         '<div class="post-navigation-link-next wp-block-post-navigation-link"><a href="/2023/05/04/p2/" rel="next">%s</a>'
         '<span class="wp-block-post-navigation-link__arrow-next is-arrow-arrow" aria-hidden="true">&rarr;</span></div></nav></div>') % (
        esc(t), r.randint(1, 999), "".join(out), d, cat.lower(), cat, esc(before), esc(after))
    c = '<div class="wp-block-comments">'
    if cs:
        c += ('<h2 class="wp-block-comments-title">%d responses to &ldquo;%s&rdquo;</h2><ol class="wp-block-comment-template">' % (len(cs), esc(t)))

        def item(i, x):
            return ('<li id="comment-%d" class="comment even thread-even depth-%d">'
                    '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">'
                    '<div class="wp-block-column is-vertically-aligned-top is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:40px">'
                    '<div class="wp-block-avatar"><img alt="%s Avatar" src="/av.png" class="avatar avatar-40 photo wp-block-avatar__image" height="40" width="40" style="border-radius:20px;"/></div></div>'
                    '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">'
                    '<div class="wp-block-comment-author-name has-small-font-size">%s</div>'
                    '<div class="wp-block-group is-layout-flex wp-block-group-is-layout-flex" style="margin-top:0px;margin-bottom:0px">'
                    '<div class="wp-block-comment-date has-small-font-size"><time datetime="2023-05-02T10:00:00+00:00"><a href="/x/#comment-%d">%s</a></time></div>'
                    '<div class="wp-block-comment-edit-link has-small-font-size"></div></div>'
                    '<div class="wp-block-comment-content">%s</div>'
                    '<div class="wp-block-comment-reply-link has-small-font-size"><a rel="nofollow" class="comment-reply-link" href="#comment-%d" '
                    'data-commentid="%d" data-postid="1" data-belowelement="comment-%d" data-respondelement="respond" aria-label="Reply to %s">Reply</a></div>'
                    '</div></div>') % (i, x[3], esc(x[0]), esc(x[0]), i, fmt_date(x[1]), ps(x[2]), i, i, i, esc(x[0]))
        c += nest(cs, item).replace('<ul class="children">', '<ol class="children">').replace("</li></ul></li>", "</li></ol></li>")
        c += "</ol>"
    c += ('<div id="respond" class="comment-respond wp-block-post-comments-form"><h3 id="reply-title" class="comment-reply-title">Leave a Reply '
          '<small><a rel="nofollow" id="cancel-comment-reply-link" href="/x/#respond" style="display:none;">Cancel reply</a></small></h3>'
          '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>'
          '<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> '
          '<span class="required-field-message">Required fields are marked <span class="required">*</span></span></p>'
          '<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> '
          '<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required="required"></textarea></p>'
          '<p class="comment-form-author"><label for="author">Name <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required="required" /></p>'
          '<p class="form-submit wp-block-button"><input name="submit" type="submit" id="submit" class="wp-block-button__link wp-element-button" value="Post Comment" /></p></form></div></div>')
    return p + c + "</main>"


def newspaper(r, t, body, cat, cs):
    """tagDiv's Newspaper (2023), the news theme of many WordPress sites:
    breadcrumbs, the header's author, date, comment and view counts,
    share buttons above the text, the featured picture inside the
    text box and an advertisement among the paragraphs ("- Advertisement
    -"), then the tags, the share buttons again, the links to the
    articles before and after, the author's box with a bio, "RELATED
    ARTICLES" (pictures, categories, titles) and WordPress's comments
    with the theme's reply form."""
    bio = sentence(random.Random(BLOG[0] + " bio"), 10, 18)
    share = ('<div class="td-post-sharing td-ps-bg td-ps-notext td-post-sharing-style1"><div class="td-post-sharing-visible">' + "".join(
        '<a class="td-social-sharing-button td-social-sharing-button-js td-social-network td-social-%s" href="https://%s.example/share?u=x" title="%s">'
        '<div class="td-social-but-icon"><i class="td-icon-%s"></i></div><div class="td-social-but-text">%s</div></a>' % (n.lower(), n.lower(), n, n.lower(), n)
        for n in ["Facebook", "Twitter", "Pinterest", "WhatsApp"]) +
        '</div><div class="td-social-sharing-hidden"><ul class="td-pulldown-filter-list"></ul><a class="td-social-sharing-button td-social-handler td-social-expand-tabs" href="#" title="More">'
        '<div class="td-social-but-icon"><i class="td-icon-plus td-social-expand-tabs-icon"></i></div></a></div></div>')
    out = ['<div class="td-post-featured-image"><a href="/wp-content/uploads/f%d.jpg" data-caption=""><img width="696" height="464" class="entry-thumb td-modal-image" '
           'src="/wp-content/uploads/f%d-696x464.jpg" alt="" title="%s"/></a></div>' % (r.randint(1, 99), r.randint(1, 99), esc(t))]
    for i, x in enumerate(body):
        out.append("<p>%s</p>\n" % esc(x))
        if i == 1 and len(body) > 3:
            out.append('<div class="td-a-rec td-a-rec-id-content_inline tdi_%d td_block_template_1"><span class="td-adspot-title">- Advertisement -</span>'
                       '<div class="td-all-devices"><a href="https://ads.example/c?%d"><img src="/ad/728x90.jpg" alt=""/></a></div></div>' % (r.randint(2, 9), r.randint(1, 999)))
    tags = r.sample(CATS, 2)
    before, after = title(r), title(r)
    rel = [title(r) for _ in range(3)]
    EXTRAS.extend([before, after, bio, "Advertisement", "Please enter your comment!"] + rel)
    p = ('<div class="td-main-content-wrap td-container-wrap"><div class="td-container td-post-template-default">'
         '<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="/">Home</a></span> <i class="td-icon-right td-bread-sep"></i> '
         '<span><a title="View all posts in %s" class="entry-crumb" href="/category/%s/">%s</a></span> <i class="td-icon-right td-bread-sep td-bred-no-url-last"></i> '
         '<span class="td-bred-no-url-last">%s</span></div></div>'
         '<div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">'
         '<article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail category-%s" itemscope itemtype="https://schema.org/Article">'
         '<div class="td-post-header"><ul class="td-category"><li class="entry-category"><a href="/category/%s/">%s</a></li></ul>'
         '<header class="td-post-title"><h1 class="entry-title">%s</h1><div class="td-module-meta-info">'
         '<div class="td-post-author-name"><div class="td-author-by">By</div> <a href="/author/ann/">Ann Lee</a><div class="td-author-line"> - </div></div>'
         '<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="2023-05-02T10:00:00+00:00">%s</time></span>'
         '<div class="td-post-comments"><a href="#comments"><i class="td-icon-comments"></i>%d</a></div>'
         '<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-%d">%d</span></div></div></header></div>'
         '<div class="td-post-sharing-top">%s</div>'
         '<div class="td-post-content tagdiv-type">%s</div>'
         '<footer><div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>%s</ul></div>'
         '<div class="td-post-sharing-bottom">%s</div>'
         '<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Previous article</span>'
         '<a href="/p1/">%s</a></div></div><div class="td-next-prev-separator"></div><div class="td-block-span6 td-post-next-post">'
         '<div class="td-post-next-prev-content"><span>Next article</span><a href="/p2/">%s</a></div></div></div>'
         '<div class="td-author-name vcard author" style="display: none"><span class="fn"><a href="/author/ann/">Ann Lee</a></span></div>'
         '<div class="author-box-wrap"><a href="/author/ann/"><img alt="" src="/ann.jpg" class="avatar avatar-96 photo" height="96" width="96"/></a>'
         '<div class="desc"><div class="td-author-name vcard author"><span class="fn"><a href="/author/ann/">Ann Lee</a></span></div>'
         '<div class="td-author-description">%s</div><div class="td-author-social"></div><div class="clearfix"></div></div></div></footer></article>'
         '<div class="td_block_wrap td_block_related_posts tdi_3 td_with_ajax_pagination td-pb-border-top td_block_template_1" data-td-block-uid="tdi_3">'
         '<h4 class="td-related-title td-block-title"><a id="tdi_4" class="td-related-left td-cur-simple-item" data-td_filter_value="" data-td_block_id="tdi_3" href="#">RELATED ARTICLES</a>'
         '<a id="tdi_5" class="td-related-right" data-td_filter_value="td_related_more_from_author" data-td_block_id="tdi_3" href="#">MORE FROM AUTHOR</a></h4>'
         '<div id="tdi_3" class="td_block_inner"><div class="td-related-row">%s</div></div></div>') % (
        cat, cat.lower(), cat, esc(t), r.randint(1, 999), r.randint(1, 999), cat.lower(), cat.lower(), cat, esc(t),
        fmt_date(date(r)).split(" at ")[0], len(cs), r.randint(1, 999), r.randint(10, 9999), share, "".join(out),
        "".join('<li><a href="/tag/%s/">%s</a></li>' % (x.lower(), x) for x in tags), share, esc(before), esc(after), esc(bio),
        "".join('<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_posts"><div class="td-module-image">'
                '<div class="td-module-thumb"><a href="/r%d/" rel="bookmark" class="td-image-wrap" title="%s"><img class="entry-thumb" src="/r%d-218x150.jpg" alt="" title="%s" width="218" height="150"/></a></div>'
                '<div class="td-post-category-wrap"><a href="/category/%s/" class="td-post-category">%s</a></div></div>'
                '<div class="item-details"><h3 class="entry-title td-module-title"><a href="/r%d/" rel="bookmark" title="%s">%s</a></h3></div></div></div>' % (
                    i, esc(x), i, esc(x), cat.lower(), cat, i, esc(x), esc(x)) for i, x in enumerate(rel)))
    c = '<div class="comments" id="comments">'
    if cs:
        c += '<div class="td-comments-title-wrap td_block_template_1"><h4 class="td-comments-title block-title"><span>%d COMMENTS</span></h4></div><ol class="comment-list">' % len(cs)
        c += nest(cs, lambda i, x: (
            '<li class="comment" id="li-comment-%d"><article><footer><img alt="" src="/av.png" class="avatar avatar-50 photo" height="50" width="50"/>'
            '<cite><a href="http://x%d.example/" rel="external nofollow ugc" class="url">%s</a></cite>'
            '<a href="#comment-%d" class="comment-link" id="comment-%d"><time pubdate="%d">%s</time></a></footer>'
            '<div class="comment-content">%s</div><div class="comment-meta" id="comment-%d">'
            '<a rel="nofollow" class="comment-reply-link" href="#comment-%d" data-commentid="%d" data-postid="1" data-belowelement="comment-%d" data-respondelement="respond">Reply</a></div></article>') % (
                i, i, esc(x[0]), i, i, 1683000000 + i, fmt_date(x[1]), ps(x[2]), i, i, i, i))
        c += "</ol>"
    c += ('<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">LEAVE A REPLY <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>'
          '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><div class="clearfix"></div>'
          '<div class="comment-form-input-wrap td-form-comment"><textarea placeholder="Comment:" id="comment" name="comment" cols="45" rows="8" aria-required="true"></textarea>'
          '<div class="td-warning-comment">Please enter your comment!</div></div>'
          '<div class="comment-form-input-wrap td-form-author"><input class="" id="author" name="author" placeholder="Name:*" type="text" value="" size="30" aria-required="true" />'
          '<div class="td-warning-author">Please enter your name here</div></div>'
          '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /></p></form></div></div>')
    return p + c + '</div></div><div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar"></div></div></div></div></div>'


def elementor(r, t, body, cat, cs):
    """Elementor Pro's single-post template on Hello Elementor (2023):
    every part a widget in a widget container in a column in a section,
    eight levels deep: the title, the post-info line (author, date,
    comment count), the featured picture, the post-content widget, then
    the share buttons' widget, the author box (picture, name, bio, "All
    Posts"), the post navigation ("Previous", "Next" and their titles),
    a "Related Posts" heading over a posts widget (pictures, titles,
    dates, excerpts, "Read More »"), and WordPress's comments."""
    bio = sentence(random.Random(BLOG[0] + " bio"), 10, 18)

    def widget(kind, inner, extra=""):
        return ('<div class="elementor-element elementor-element-%x %selementor-widget elementor-widget-%s" data-id="%x" data-element_type="widget" '
                'data-widget_type="%s.default"><div class="elementor-widget-container">%s</div></div>') % (
            r.getrandbits(28), extra, kind, r.getrandbits(28), kind, inner)

    def section(widgets):
        return ('<section class="elementor-section elementor-top-section elementor-element elementor-element-%x elementor-section-boxed elementor-section-height-default '
                'elementor-section-height-default" data-id="%x" data-element_type="section"><div class="elementor-container elementor-column-gap-default">'
                '<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-%x" data-id="%x" data-element_type="column">'
                '<div class="elementor-widget-wrap elementor-element-populated">%s</div></div></div></section>') % (
            r.getrandbits(28), r.getrandbits(28), r.getrandbits(28), r.getrandbits(28), "".join(widgets))
    before, after = title(r), title(r)
    rel = [(title(r), " ".join(para(r, 2, 3).split()[:r.randint(20, 30)])) for _ in range(3)]
    EXTRAS.extend([before, after, bio] + [x for y in rel for x in y])
    info = ('<ul class="elementor-inline-items elementor-icon-list-items elementor-post-info">'
            '<li class="elementor-icon-list-item elementor-repeater-item-1 elementor-inline-item" itemprop="author"><a href="/author/ann/">'
            '<span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-user-circle"></i></span>'
            '<span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-author">Ann Lee</span></a></li>'
            '<li class="elementor-icon-list-item elementor-repeater-item-2 elementor-inline-item" itemprop="datePublished"><a href="/2023/05/02/">'
            '<span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-calendar"></i></span>'
            '<span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-date">%s</span></a></li>'
            '<li class="elementor-icon-list-item elementor-repeater-item-3 elementor-inline-item" itemprop="commentCount"><a href="#comments">'
            '<span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-comment-dots"></i></span>'
            '<span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-comments">%s</span></a></li></ul>') % (
        fmt_date(date(r)).split(" at ")[0], "%d Comments" % len(cs) if cs else "No Comments")
    share = '<div class="elementor-grid">' + "".join(
        '<div class="elementor-grid-item"><div class="elementor-share-btn elementor-share-btn_%s" role="button" tabindex="0" aria-label="Share on %s">'
        '<span class="elementor-share-btn__icon"><i class="fab fa-%s" aria-hidden="true"></i></span><div class="elementor-share-btn__text">'
        '<span class="elementor-share-btn__title">%s</span></div></div></div>' % (n.lower(), n.lower(), n.lower(), n)
        for n in ["Facebook", "Twitter", "LinkedIn", "Email"]) + "</div>"
    author = ('<div class="elementor-author-box"><a href="/author/ann/" class="elementor-author-box__avatar"><img src="/ann.jpg" alt="Ann Lee" loading="lazy"></a>'
              '<div class="elementor-author-box__text"><a href="/author/ann/"><h4 class="elementor-author-box__name">Ann Lee</h4></a>'
              '<div class="elementor-author-box__bio">%s</div><a class="elementor-author-box__button elementor-button elementor-size-xs" href="/author/ann/">All Posts</a></div></div>') % esc(bio)
    nav = ('<div class="elementor-post-navigation"><div class="elementor-post-navigation__prev elementor-post-navigation__link"><a href="/p1/" rel="prev">'
           '<span class="post-navigation__arrow-wrapper post-navigation__arrow-prev"><i class="fa fa-angle-left" aria-hidden="true"></i><span class="elementor-screen-only">Prev</span></span>'
           '<span class="elementor-post-navigation__link__prev"><span class="post-navigation__prev--label">Previous</span><span class="post-navigation__prev--title">%s</span></span></a></div>'
           '<div class="elementor-post-navigation__separator-wrapper"><div class="elementor-post-navigation__separator"></div></div>'
           '<div class="elementor-post-navigation__next elementor-post-navigation__link"><a href="/p2/" rel="next"><span class="elementor-post-navigation__link__next">'
           '<span class="post-navigation__next--label">Next</span><span class="post-navigation__next--title">%s</span></span>'
           '<span class="post-navigation__arrow-wrapper post-navigation__arrow-next"><i class="fa fa-angle-right" aria-hidden="true"></i><span class="elementor-screen-only">Next</span></span></a></div></div>') % (
        esc(before), esc(after))
    posts = '<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">' + "".join(
        '<article class="elementor-post elementor-grid-item post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s">'
        '<a class="elementor-post__thumbnail__link" href="/r%d/"><div class="elementor-post__thumbnail"><img width="300" height="200" src="/r%d-300x200.jpg" alt="" loading="lazy"/></div></a>'
        '<div class="elementor-post__text"><h3 class="elementor-post__title"><a href="/r%d/">%s</a></h3>'
        '<div class="elementor-post__meta-data"><span class="elementor-post-date">%s</span></div>'
        '<div class="elementor-post__excerpt"><p>%s</p></div><a class="elementor-post__read-more" href="/r%d/" aria-label="Read more about %s">Read More &raquo;</a></div></article>' % (
            i, cat.lower(), i, i, i, esc(x[0]), fmt_date(date(r)).split(" at ")[0], esc(x[1]), i, esc(x[0]))
        for i, x in enumerate(rel)) + "</div>"
    head = section([
        widget("theme-post-title", '<h1 class="elementor-heading-title elementor-size-default">%s</h1>' % esc(t), "elementor-page-title "),
        widget("post-info", info),
        widget("theme-post-featured-image", '<img width="800" height="534" src="/wp-content/uploads/f%d.jpg" class="attachment-large size-large wp-image-%d" alt="" />' % (
            r.randint(1, 999), r.randint(1, 999)), "elementor-widget-image ")])
    main = section([
        widget("theme-post-content", ps(body)),
        widget("share-buttons", share, "elementor-share-buttons--view-icon-text elementor-share-buttons--skin-gradient elementor-grid-0 "),
        widget("author-box", author),
        widget("post-navigation", nav)])
    more = section([
        widget("heading", '<h2 class="elementor-heading-title elementor-size-default">Related Posts</h2>'),
        widget("posts", posts, "elementor-grid-3 elementor-posts--thumbnail-top "),
        widget("post-comments", wp_comments(t, cs, 60, "2023", False, True, "h3"))])
    return ('<main id="content" class="site-main post-%d post type-post status-publish format-standard hentry category-%s">'
            '<div data-elementor-type="single-post" data-elementor-id="77" class="elementor elementor-77 elementor-location-single">%s%s%s</div></main>') % (
        r.randint(1, 999), cat.lower(), head, main, more)


def medium(r, t, body, cat, cs):
    """Medium (2023): atomic class names of no meaning, the same on a
    site's every page; the title, the subtitle (the feed's teaser), the
    author's line ("Follow", read time, date), the bar of claps,
    responses, "Listen" and "Share", a picture, paragraphs each with an
    id; after the story the tags, claps again, "Written by" the author
    with followers and a bio, and cards of "More from" the author and
    "Recommended from Medium" (titles, subtitles, read times)."""
    k = random.Random(BLOG[0] + " css")

    def cls(n):
        return " ".join("".join(k.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(2)) for _ in range(n))
    C = [cls(k.randint(4, 24)) for _ in range(40)]
    sub = sentence(r, 8, 16)
    TEASER.append(sub)
    bio = sentence(random.Random(BLOG[0] + " bio"), 10, 18)
    more = [(title(r), sentence(r, 8, 14)) for _ in range(4)]
    EXTRAS.extend([bio, "Recommended from Medium"] + [x for y in more for x in y])
    paras = "".join('<p id="%04x" class="pw-post-body-paragraph %s" data-selectable-paragraph="">%s</p>' % (r.getrandbits(16), C[10], esc(x)) for x in body)
    card = lambda x: ('<div class="%s"><article class="%s"><div class="%s"><a class="%s" href="/@ann?source=read_next" rel="noopener follow"><p class="%s">Ann Lee</p></a>'
                      '<a class="%s" href="/p/%04x?source=read_next" rel="noopener follow"><h2 class="%s">%s</h2><div class="%s"><h3 class="%s">%s</h3></div></a>'
                      '<div class="%s"><span class="%s">%d min read</span><span class="%s">&middot;</span><span>%s</span></div></div></article></div>') % (
        C[20], C[21], C[22], C[23], C[24], C[25], r.getrandbits(16), C[26], esc(x[0]), C[27], C[28], esc(x[1]), C[29], C[30], r.randint(2, 12), C[31], fmt_date(date(r)).split(" at ")[0])
    p = ('<div class="%s"><div class="%s"><article><div class="%s"><div class="%s"><section><div><div class="%s"></div><div class="%s"><div class="%s"><div class="%s">'
         '<div><h1 id="%04x" class="pw-post-title %s" data-testid="storyTitle" data-selectable-paragraph="">%s</h1></div>'
         '<div><h2 id="%04x" class="pw-subtitle-paragraph %s" data-selectable-paragraph="">%s</h2></div>'
         '<div class="speechify-ignore %s"><div class="speechify-ignore %s"><div class="%s"><div><div class="%s"><a href="/@ann?source=post_page" rel="noopener follow">'
         '<div class="%s"><img alt="Ann Lee" class="%s" src="/ann.jpg" width="44" height="44" loading="lazy" data-testid="authorPhoto"/></div></a></div></div>'
         '<div class="%s"><div class="%s"><p class="%s"><a class="%s" data-testid="authorName" href="/@ann?source=post_page" rel="noopener follow">Ann Lee</a></p>'
         '<span class="%s" aria-hidden="true">&middot;</span><p class="%s"><button class="%s">Follow</button></p></div>'
         '<div class="%s"><span data-testid="storyReadTime">%d min read</span><span class="%s" aria-hidden="true">&middot;</span><span data-testid="storyPublishDate">%s</span></div></div></div>'
         '<div class="%s"><div class="%s"><div class="pw-multi-vote-icon %s"><div role="tooltip" aria-label="clap"><button class="%s"><svg width="24" height="24"></svg></button></div></div>'
         '<div class="pw-multi-vote-count %s"><p class="%s"><span>%d</span></p></div>'
         '<button class="%s" aria-label="responses"><svg width="24" height="24"></svg><p class="%s"><span class="pw-responses-count %s">%d</span></p></button></div>'
         '<div class="%s"><button aria-label="Listen" data-testid="audioPlayButton" class="%s"><svg width="24" height="24"></svg><div><p class="%s">Listen</p></div></button>'
         '<button aria-label="Share Post" data-testid="headerSocialShareButton" class="%s"><svg width="24" height="24"></svg><div><p class="%s">Share</p></div></button></div></div></div></div>'
         '<figure class="%s paragraph-image"><div role="button" tabindex="0" class="%s"><div class="%s"><picture><img alt="" class="%s" width="700" height="467" loading="eager" role="presentation" src="/max/700/p%d.jpg"/></picture></div></div></figure>'
         '%s</div></div></div></div></section></div></div></article></div>'
         '<div class="%s"><div class="%s"><div class="%s"><a href="/tag/%s?source=post_page" rel="noopener follow"><div class="%s">%s</div></a></div></div>'
         '<div class="%s"><div class="pw-multi-vote-count %s"><p class="%s"><span>%d</span></p></div></div>'
         '<div class="%s"><a href="/@ann?source=post_page" rel="noopener follow"><img alt="Ann Lee" class="%s" src="/ann.jpg" width="48" height="48" loading="lazy"/></a>'
         '<div class="%s"><h2 class="pw-author-name %s"><a href="/@ann?source=post_page" rel="noopener follow">Written by Ann Lee</a></h2>'
         '<div class="%s"><span class="pw-follower-count %s"><a href="/@ann/followers" rel="noopener follow">%d Followers</a></span></div>'
         '<div class="%s"><p class="%s">%s</p></div></div><button class="%s">Follow</button></div>'
         '<div class="%s"><h2 class="%s">More from Ann Lee</h2>%s</div>'
         '<div class="%s"><h2 class="%s">Recommended from Medium</h2>%s</div></div></div></div>') % (
        C[0], C[1], C[2], C[3], C[4], C[5], C[6], C[7], r.getrandbits(16), C[8], esc(t), r.getrandbits(16), C[9], esc(sub),
        C[11], C[12], C[13], C[14], C[15], C[16], C[17], C[18], C[19], C[32], C[33], C[34], C[35], C[36], r.randint(2, 14), C[37],
        fmt_date(date(r)).split(" at ")[0], C[38], C[39], C[0], C[1], C[2], C[3], r.randint(1, 900), C[4], C[5], C[6], len(cs), C[7], C[8], C[9],
        C[11], C[12], C[13], C[14], C[15], C[16], r.randint(1, 999), paras,
        C[17], C[18], C[19], cat.lower(), C[20], cat, C[21], C[22], C[23], r.randint(1, 900), C[24], C[25], C[26], C[27], C[28], C[29], r.randint(10, 9000),
        C[30], C[31], esc(bio), C[32], C[33], C[34], "".join(card(x) for x in more[:2]), C[35], C[36], "".join(card(x) for x in more[2:]))
    return p


# The story a page of another layout tells (a gallery's intro and
# captions, a video's description), when it is not the post's.
STORY = []


def news_kind(r):
    """One feed, three layouts, as a newspaper's: a story (most pages), a
    photo gallery and a video."""
    x = r.random()
    return "gallery" if x < 0.18 else "video" if x < 0.32 else "story"


def arcnews(r, t, body, cat, cs):
    """A newspaper on a headless publishing platform (Arc XP and its
    like), whose feed mixes four layouts: the story (a kicker naming the
    section, the headline, the byline and date, the text with an inline
    "Read more" list of other stories, the "Most read" list after it), a
    photo gallery (a line of intro, then one figure a slide with its
    counter, its caption and its credit, "More galleries" after it), a
    video page (the player, its description, "Up next" videos with
    their descriptions) and a live blog (a summary, then posts newest
    first, each with its time, its writer, at times a headline, a share
    button: records as alike as a thread's, yet the story).  Comments
    are a script's: only their count shows."""
    kind = news_kind(r)
    # a story page may be a live blog: its own stream, so that the
    # other pages stay as they were
    live = kind == "story" and random.Random(t + " live").random() < 0.15
    kicker = '<div class="kicker"><a class="kicker-link" href="/%s/">%s</a></div>' % (cat.lower(), cat)
    meta = ('<div class="byline-wrap"><span class="byline">By <a href="/people/ann-lee/">Ann Lee</a></span>'
            '<time class="display-date" datetime="2023-05-02T10:00:00Z">%s</time></div>') % fmt_date(date(r))
    others = [(title(r), sentence(r, 10, 18)) for _ in range(4)]
    if kind == "gallery":
        intro = [sentence(r, 12, 30)]
        caps = [para(r, 1, 2) for _ in range(r.randint(5, 14))]
        who = [r.choice(NAMES[:10]) for _ in caps]
        # a caption's credit is on its line, as its reader sees it
        STORY[:] = intro + ["%s (Photo: %s/Agency)" % (c, w) for c, w in zip(caps, who)]
        EXTRAS.extend(["More galleries"] + [x[0] for x in others])
        slides = "".join(
            '<figure class="gallery-slide" data-index="%d"><div class="gallery-count">%d of %d</div>'
            '<div class="gallery-image"><img src="/resizer/g%d.jpg" alt="" width="1200" height="800"/></div>'
            '<figcaption class="gallery-caption"><span class="caption-text">%s</span> <span class="credit">(Photo: %s/Agency)</span></figcaption></figure>'
            % (i, i + 1, len(caps), i, esc(c), w) for i, (c, w) in enumerate(zip(caps, who)))
        main = ('<div class="gallery-page"><header class="gallery-header">%s<h1 class="headline gallery-headline">%s</h1>%s'
                '<div class="gallery-intro"><p>%s</p></div></header><div class="gallery-slides">%s</div>'
                '<section class="more-galleries"><h2>More galleries</h2><ul>%s</ul></section></div>') % (
            kicker, esc(t), meta, esc(intro[0]), slides,
            "".join('<li><a href="/photos/%d/"><img src="/g%d.jpg" alt=""/><span>%s</span></a></li>' % (i, i, esc(x[0])) for i, x in enumerate(others)))
    elif kind == "video":
        desc = body[:2]
        STORY[:] = desc
        EXTRAS.extend(["Up next"] + [x[1] for x in others])
        main = ('<div class="video-page"><div class="video-player"><div class="powa" data-uuid="%08x"><video controls poster="/v%d.jpg"></video></div></div>'
                '<div class="video-info">%s<h1 class="headline video-headline">%s</h1>%s<div class="video-description">%s</div></div>'
                '<section class="up-next"><h2>Up next</h2>%s</section></div>') % (
            r.getrandbits(32), r.randint(1, 99), kicker, esc(t), meta, ps(desc),
            "".join('<div class="up-next-item"><a href="/video/%d/"><img src="/v%d.jpg" alt=""/><h3>%s</h3></a><p class="up-next-desc">%s</p><span class="duration">%d:%02d</span></div>'
                    % (i, i, esc(x[0]), esc(x[1]), r.randint(0, 9), r.randint(0, 59)) for i, x in enumerate(others)))
    elif live:
        lr = random.Random(t + " posts")
        intro = [sentence(lr, 15, 30)]
        posts = []
        h, mi = lr.randint(12, 21), lr.randint(0, 59)
        for i in range(lr.randint(6, 20)):
            head = title(lr) if lr.random() < 0.6 else None
            paras = [para(lr, 1, 3) for _ in range(lr.choice([1, 1, 2, 3]))]
            posts.append((head, paras, "%d:%02d %s" % ((h + 11) % 12 + 1, mi, "PM" if h >= 12 else "AM"), lr.choice(["Ann Lee", "Bob Ray", "Cy Mott"])))
            mi -= lr.randint(3, 40)
            while mi < 0:
                mi += 60
                h -= 1
        STORY[:] = intro + [x for p in posts for x in ([p[0]] if p[0] else []) + p[1]]
        EXTRAS.extend(["Most read"] + [x[0] for x in others])
        feed = "".join(
            '<div class="live-post" id="post-%d"><div class="live-post-meta"><time class="live-time">%s</time>'
            '<span class="live-author">By <a href="/people/%s/">%s</a></span></div>%s<div class="live-post-body">%s</div>'
            '<div class="live-share"><button class="share-button">Share</button></div></div>' % (
                len(posts) - i, p[2], p[3].lower().replace(" ", "-"), p[3],
                '<h3 class="live-post-headline">%s</h3>' % esc(p[0]) if p[0] else "", ps(p[1]))
            for i, p in enumerate(posts))
        main = ('<article class="article-story live-story"><header class="story-header">%s<h1 class="headline">%s</h1>%s'
                '<span class="live-badge">Live</span></header><div class="live-summary"><p>%s</p></div>'
                '<div class="live-feed">%s</div></article><aside class="most-read"><h2>Most read</h2><ol>%s</ol></aside>') % (
            kicker, esc(t), meta, esc(intro[0]), feed,
            "".join('<li><a href="/%s/%d/">%s</a></li>' % (cat.lower(), i, esc(x[0])) for i, x in enumerate(others)))
    else:
        out = []
        for i, x in enumerate(body):
            out.append('<p class="body-paragraph">%s</p>' % esc(x))
            if i == 2 and len(body) > 4:
                out.append('<div class="inline-related"><h4>Read more:</h4><ul>%s</ul></div>' % "".join(
                    '<li><a href="/%s/%d/">%s</a></li>' % (cat.lower(), j, esc(x[0])) for j, x in enumerate(others[:2])))
        EXTRAS.extend(["Most read"] + [x[0] for x in others])
        main = ('<article class="article-story"><header class="story-header">%s<h1 class="headline">%s</h1>%s'
                '<a class="comment-count" href="#comments">%d Comments</a></header>'
                '<figure class="lead-art"><img src="/resizer/l%d.jpg" alt="" width="1200" height="800"/><figcaption>%s</figcaption></figure>'
                '<div class="article-body">%s</div></article><aside class="most-read"><h2>Most read</h2><ol>%s</ol></aside>') % (
            kicker, esc(t), meta, len(cs), r.randint(1, 99), esc(sentence(r, 6, 12)), "".join(out),
            "".join('<li><a href="/%s/%d/">%s</a></li>' % (cat.lower(), i, esc(x[0])) for i, x in enumerate(others)))
    return '<main id="main" class="news-main">%s</main>' % main


def pressnews(r, t, body, cat, cs):
    """A public broadcaster's news site on an older publishing system,
    whose feed also mixes layouts: the story (breadcrumbs naming the
    section, the headline, the date, an introduction in bold, the text
    with a picture and its caption, "Related topics" and "More on this
    story" after it), an "In pictures" page (each picture a list item
    with a short title and its caption, the intro above them) and a
    video clip's page (its text under the player, "Top stories" beside
    it)."""
    kind = news_kind(r)
    crumbs = ('<nav class="breadcrumb"><ol><li><a href="/news">News</a></li><li><a href="/news/%s">%s</a></li></ol></nav>'
              % (cat.lower(), cat))
    when = '<div class="date-line"><span class="date" data-seconds="%d">%s</span></div>' % (
        r.randint(10 ** 9, 2 * 10 ** 9), fmt_date(date(r)).split(" at ")[0])
    others = [(title(r), sentence(r, 10, 18)) for _ in range(6)]
    if kind == "gallery":
        intro = [sentence(r, 12, 30)]
        caps = [para(r, 1, 2) for _ in range(r.randint(5, 14))]
        heads = [title(r) for _ in caps]
        STORY[:] = intro + caps
        EXTRAS.extend([x[0] for x in others])
        main = ('<div class="story-body">%s<h1 class="story-body__h1">%s</h1>%s<div class="story-body__inner" property="articleBody">'
                '<p class="story-body__introduction">%s</p><ul class="picture-gallery">%s</ul></div></div>') % (
            crumbs, esc(t), when, esc(intro[0]),
            "".join('<li class="picture-gallery__item"><div class="picture-gallery__image"><img src="/ichef/%d.jpg" alt="%s" width="976"/></div>'
                    '<div class="picture-gallery__text"><p>%s</p></div></li>' % (i, esc(h), esc(c)) for i, (h, c) in enumerate(zip(heads, caps))))
    elif kind == "video":
        desc = body[:2]
        STORY[:] = desc
        EXTRAS.extend([x[0] for x in others])
        main = ('<div class="media-asset-page">%s<div class="player-wrapper"><div class="media-player" data-playable="%08x"></div></div>'
                '<h1 class="story-body__h1">%s</h1>%s<div class="story-body__inner">%s</div></div>') % (
            crumbs, r.getrandbits(32), esc(t), when, ps(desc))
    else:
        out = ['<p class="story-body__introduction">%s</p>' % esc(body[0])]
        for i, x in enumerate(body[1:]):
            out.append("<p>%s</p>" % esc(x))
            if i == 1:
                out.append('<figure class="media-landscape"><span class="image-and-copyright-container"><img src="/ichef/%d.jpg" alt=""/>'
                           '<span class="off-screen">Image copyright</span><span class="story-image-copyright">Agency</span></span>'
                           '<figcaption class="media-caption"><span class="off-screen">Image caption</span><span class="media-caption__text">%s</span></figcaption></figure>'
                           % (r.randint(1, 99), esc(sentence(r, 6, 12))))
        EXTRAS.extend(["More on this story"] + [x[0] for x in others])
        main = ('<div class="story-body">%s<h1 class="story-body__h1">%s</h1>%s<div class="story-body__inner" property="articleBody">%s</div></div>'
                '<div class="tags-container"><h2>Related Topics</h2><ul><li><a href="/news/%s">%s</a></li></ul></div>'
                '<div class="more-on-this-story"><h2>More on this story</h2><ul>%s</ul></div>') % (
            crumbs, esc(t), when, "".join(out), cat.lower(), cat,
            "".join('<li><a href="/news/%d">%s</a></li>' % (i, esc(x[0])) for i, x in enumerate(others)))
    top = '<div class="top-stories"><h2>Top Stories</h2><ul>%s</ul></div>' % "".join(
        '<li><a href="/news/t%d"><h3>%s</h3></a><p>%s</p></li>' % (i, esc(x[0]), esc(x[1])) for i, x in enumerate(others[2:]))
    EXTRAS.extend([x[1] for x in others[2:]])
    return '<div id="page" class="container-width-only"><div class="column--primary">%s</div><div class="column--secondary">%s</div></div>' % (main, top)


# Four of the platforms the blogs of 2012 were written on, written after
# every rule above, to judge the rules on.
def squarespace5(r, t, body, cat, cs):
    """Squarespace 5's journal (2008-2012): the post's text in a div.body,
    and each reader comment's text in a div.body too, under its own
    wrapper, its byline after it ("Posted by: NAME | DATE")."""
    p = ('<div class="journal-entry-wrapper"><div class="journal-entry"><div class="journal-entry-tag journal-entry-tag-post-title">'
         '<span class="posted-on"><img src="/universal/images/transparent.png" alt="" class="date-icon" />%s</span></div>'
         '<h2 class="title"><a href="/journal/2012/%d/%d/x.html">%s</a></h2><div class="body">%s</div>'
         '<div class="journal-entry-tag journal-entry-tag-post-body"><div class="journal-entry-tag-post-body-line1">'
         '<span class="posted-by">Posted by <a class="user-link" href="/">Ann Lee</a></span> '
         '<span class="category-list">in <a href="/journal/category/%s">%s</a></span></div>'
         '<div class="journal-entry-tag-post-body-line3"><span class="comments"><a href="#comments">%s</a></span> | '
         '<span class="permalink"><a href="/journal/x.html">Permalink</a></span> | <span class="share"><a href="/share">Share Article</a></span></div></div></div></div>'
         '<div class="journal-entry-navigation"><a href="/journal/prev.html">&laquo; Previous</a> | <a href="/journal/">Main</a> | <a href="/journal/next.html">Next &raquo;</a></div>') % (
        fmt_date(date(r)).split(" at ")[0], r.randint(1, 12), r.randint(1, 28), esc(t), ps(body), cat.lower(), cat,
        "%d Comments" % len(cs) if cs else "Post a Comment")
    c = '<div class="journal-comment-area"><a name="comments"></a>'
    if cs:
        c += '<h3 class="comments-header">Reader Comments (%d)</h3><div class="comments-list-view">' % len(cs)
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<div class="comment-wrapper %s"><a name="comment%d"></a><div class="comment"><div class="body">%s</div>'
                  '<div class="byline">Posted by: <span class="author"><a href="http://x%d.example/" rel="nofollow">%s</a></span> | '
                  '<span class="posted-on">%s</span></div></div></div>') % (
                "odd" if i % 2 else "even", 1000 + i, ps(cp), i, esc(n), fmt_date(dd))
        c += "</div>"
    c += ('<div class="journal-comment-form"><h3 class="comments-header">Post a New Comment</h3><form action="/comment">'
          '<div class="field"><label>Enter your information below to add a new comment.</label></div>'
          '<textarea name="body"></textarea><input type="submit" value="Post Comment"></form></div></div>')
    return '<div id="content"><div id="contentWrapper">' + p + c + "</div></div>"


def disqus(r, t, body, cat, cs):
    """WordPress's Thematic framework (2012) with the Disqus plugin, which
    prints the thread into the page for readers without scripts: each
    comment an li of a header (the name in a cite) and a body holding
    its message."""
    k = r.randint(1000, 9999)
    prev, nxt = title(r), title(r)
    EXTRAS.extend([prev, nxt])
    nav = ('<div id="nav-%s" class="navigation"><div class="nav-previous"><a href="/prev" rel="prev"><span class="meta-nav">&laquo;</span> %s</a></div>'
           '<div class="nav-next"><a href="/next" rel="next">%s <span class="meta-nav">&raquo;</span></a></div></div>')
    p = ('<div id="post-%d" class="hentry p1 post publish author-ann-lee category-%s untagged y2012 m03 d02 h21">'
         '<h1 class="entry-title">%s</h1><div class="entry-meta"><span class="meta-prep meta-prep-author">By </span>'
         '<span class="author vcard"><a class="url fn n" href="/author/ann/" title="View all posts by Ann Lee">Ann Lee</a></span>'
         '<span class="meta-sep meta-sep-entry-date"> | </span><span class="meta-prep meta-prep-entry-date">Published: </span>'
         '<span class="entry-date"><abbr class="published" title="2012-03-02T21:05:00+0000">%s</abbr></span></div>'
         '<div class="entry-content">%s</div><div class="entry-utility"><span class="cat-links">This entry was posted in '
         '<a href="/c/%s/" title="View all posts in %s" rel="category tag">%s</a></span>. Bookmark the '
         '<a href="/x/" title="Permalink to %s" rel="bookmark">permalink</a>. <span class="comments-link">'
         '<a href="#respond">Post a comment</a></span></div></div>') % (
        k, cat.lower(), esc(t), fmt_date(date(r)).split(" at ")[0], ps(body), cat.lower(), cat, cat, esc(t))
    c = '<div id="comments"><div id="disqus_thread">'
    if cs:
        c += '<div id="dsq-content"><ul id="dsq-comments">'
        c += nest(cs, lambda i, x: (
            '<li class="comment %s thread-%s depth-%d" id="dsq-comment-%d"><div id="dsq-comment-header-%d" class="dsq-comment-header">'
            '<cite id="dsq-cite-%d"><a id="dsq-author-user-%d" href="http://x%d.example/" target="_blank" rel="nofollow">%s</a></cite></div>'
            '<div id="dsq-comment-body-%d" class="dsq-comment-body"><div id="dsq-comment-message-%d" class="dsq-comment-message">%s</div></div>'
            '<script type="text/javascript">var disqus_url = "/x/"; var disqus_identifier = "%d";</script>') % (
                "odd" if i % 2 else "even", "odd" if i % 2 else "even", x[3], k + i, k + i, k + i, k + i, i, esc(x[0]),
                k + i, k + i, ps(x[2]), k))
        c += "</ul></div>"
    c += ('</div><script type="text/javascript">var disqus_shortname = "blog"; (function () { var dsq = document.createElement("script"); '
          'dsq.async = true; dsq.src = "http://" + disqus_shortname + ".disqus.com/embed.js"; })();</script>'
          '<noscript>Please enable JavaScript to view the <a href="http://disqus.com/?ref_noscript">comments powered by Disqus.</a></noscript>'
          '<a href="http://disqus.com" class="dsq-brlink">blog comments powered by <span class="logo-disqus">Disqus</span></a></div>')
    return ('<div id="container"><div id="content">' + nav % ("above", esc(prev), esc(nxt)) + p +
            nav % ("below", esc(prev), esc(nxt)) + c + "</div></div>")


def tumblr(r, t, body, cat, cs):
    """A Tumblr theme (2012): a text post's title and body, its meta box
    (date, notes count, tags), and the notes: who likes the post, who
    reblogged it and from whom, the words some of them added (a
    blockquote holding a link), and "posted this"."""
    tags = [cat.lower()] + [word(r) for _ in range(r.randint(0, 3))]
    notes = []
    for i, (n, dd, cp, _) in enumerate(cs):
        who = n.lower().replace(" ", "")
        if i % 3 == 1:
            notes.append('<li class="note reblog tumblelog_%s with_commentary"><a rel="nofollow" class="avatar_frame" target="_blank" href="http://%s.tumblr.com/" title="%s">'
                         '<img src="/av16.png" class="avatar" alt="" /></a><span class="action"><a rel="nofollow" href="http://%s.tumblr.com/" class="tumblelog" title="%s">%s</a> '
                         'reblogged this from <a rel="nofollow" href="http://me.tumblr.com/" class="source_tumblelog">me</a> and added:</span><div class="clear"></div>'
                         '<blockquote><a href="http://%s.tumblr.com/post/%d" title="View post">%s</a></blockquote></li>' % (
                             who, who, esc(n), who, esc(n), who, who, 1000 + i, esc(cp[0])))
        else:
            act = "likes this" if i % 3 == 0 else 'reblogged this from <a rel="nofollow" href="http://me.tumblr.com/" class="source_tumblelog">me</a>'
            notes.append('<li class="note %s tumblelog_%s without_commentary"><a rel="nofollow" class="avatar_frame" target="_blank" href="http://%s.tumblr.com/" title="%s">'
                         '<img src="/av16.png" class="avatar" alt="" /></a><span class="action"><a rel="nofollow" href="http://%s.tumblr.com/" class="tumblelog" title="%s">%s</a> %s</span>'
                         '<div class="clear"></div></li>' % ("like" if i % 3 == 0 else "reblog", who, who, esc(n), who, esc(n), who, act))
    notes.append('<li class="note original_post"><a rel="nofollow" class="avatar_frame" href="http://me.tumblr.com/"><img src="/av16.png" class="avatar" alt="" /></a>'
                 '<span class="action"><a rel="nofollow" href="http://me.tumblr.com/" class="tumblelog">me</a> posted this</span><div class="clear"></div></li>')
    # what a note says of the post is no part of it; a reader's words are
    # counted as a comment's are (site() takes every comment's paragraphs)
    EXTRAS.extend(["likes this", "posted this"])
    p = ('<div class="post text"><h2><a href="/post/%d/x">%s</a></h2><div class="body">%s</div>'
         '<div class="meta"><div class="date"><a href="/post/%d/x">Posted %s</a></div>'
         '<div class="notes-count"><a href="/post/%d/x#notes">%d notes</a></div>'
         '<div class="tags">Tags: %s</div><div class="reblog"><a href="/reblog/%d/x">Reblog</a></div></div>'
         '<div id="notes" class="notes-wrapper"><h3>Notes</h3><ol class="notes">%s</ol></div></div>') % (
        r.randint(10 ** 8, 10 ** 9), esc(t), ps(body), 1, fmt_date(date(r)).split(" at ")[0], 1, len(cs) + 1,
        " ".join('<a href="/tagged/%s">#%s</a>' % (x, x) for x in tags), 1, "".join(notes))
    return '<div id="container"><div id="content">' + p + '<div id="pagination"><a href="/post/prev">&larr; Previous</a> <a href="/post/next">Next &rarr;</a></div></div></div>'


def plone(r, t, body, cat, cs):
    """Plone 4's news item (2012): breadcrumbs, the headline, a byline,
    the item's description (the feed's teaser, shown as the lead), a
    picture, the text, the document's actions and "Filed under", then
    plone.app.discussion's comments (each a byline, a date and a
    commentBody) and its form."""
    lead = sentence(r, 12, 24)
    TEASER.append(lead)
    c = ""
    if cs:
        c = '<div class="discussion">'
        for i, (n, dd, cp, depth) in enumerate(cs):
            c += ('<div class="comment replyTreeLevel%d state-published" style="margin-left: %dem" id="%d">'
                  '<div class="commentImage"><img src="/defaultUser.png" alt="%s" title="%s" height="32" width="32" /></div>'
                  '<div class="documentByLine"><a href="/author/u%d">%s</a> says:</div><div class="commentDate">%s</div>'
                  '<div class="commentBody">%s</div><div class="commentActions"><button class="context reply-to-comment-button hide allowMultiSubmit">Reply</button></div></div>') % (
                depth - 1, (depth - 1) * 2, 1330000000 + i, esc(n), esc(n), i, esc(n), fmt_date(dd), ps(cp))
        c += "</div>"
    c += ('<div class="reply"><fieldset><legend>Add comment</legend><p class="discreet">You can add a comment by filling out the form below. '
          'Plain text formatting.</p><form action="/x/@@add-comment"><textarea name="form.widgets.text"></textarea>'
          '<input type="submit" class="submit-widget button-field context" value="Comment" /></form></fieldset></div>')
    p = ('<div id="portal-breadcrumbs"><span id="breadcrumbs-you-are-here">You are here:</span> <span id="breadcrumbs-home"><a href="/">Home</a>'
         '<span class="breadcrumbSeparator"> &rarr; </span></span><span id="breadcrumbs-1" dir="ltr"><a href="/news">News</a>'
         '<span class="breadcrumbSeparator"> &rarr; </span></span><span id="breadcrumbs-current">%s</span></div>'
         '<div id="content"><h1 id="parent-fieldname-title" class="documentFirstHeading">%s</h1>'
         '<div id="viewlet-below-content-title"><div id="plone-document-byline" class="documentByLine"><span>by <a href="/author/ann">Ann Lee</a> &mdash; </span>'
         '<span class="documentPublished"><span>published</span> %s</span></div></div>'
         '<div id="parent-fieldname-description" class="documentDescription">%s</div>'
         '<div id="content-core"><div class="newsImageContainer"><a href="/news/x/image/image_view_fullscreen" id="parent-fieldname-image">'
         '<img src="/news/x/image_mini" alt="" title="" height="150" width="200" class="newsImage" /></a></div>'
         '<div id="parent-fieldname-text" class="">%s</div></div>'
         '<div id="viewlet-below-content-body"><div class="visualClear"><!-- --></div><div class="documentActions"><p class="hiddenStructure">Document Actions</p>'
         '<ul><li id="document-action-sendto"><a href="/x/sendto_form" title="">Send this</a></li><li id="document-action-print">'
         '<a href="javascript:this.print();" title="">Print this</a></li></ul></div>'
         '<div id="category" class="documentByLine">Filed under: <span><a href="/search?Subject:list=%s" class="link-category" rel="tag">%s</a></span></div></div>'
         '<div id="viewlet-below-content">%s</div></div>') % (
        esc(t), esc(t), fmt_date(date(r)), esc(lead), ps(body), cat, cat, c)
    return ('<div id="portal-columns" class="row"><div id="portal-column-content" class="cell width-3:4 position-1:4">'
            '<div id="viewlet-above-content"></div>' + p + "</div></div>")


def wpclassic(r, t, body, cat, cs):
    """WordPress's Classic theme (2005): the post's line of metadata
    ("Filed under: CAT -- NAME @ TIME") between the headline and the
    story's div.storycontent, a "Comments (N)" link after it, and each
    comment an li of its paragraphs and a cite of its byline after
    them ("Comment by NAME -- DATE")."""
    d = date(r)
    p = ('<div class="post" id="post-%d"><h3 class="storytitle"><a href="/x.html" rel="bookmark">%s</a></h3>'
         '<div class="meta">Filed under: <a href="/c/%s" title="View all posts in %s" rel="category tag">%s</a> &#8212;  Ann Lee @ %d:%02d %s <br /></div>'
         '<div class="storycontent">%s</div><div class="feedback"><a href="#comments">Comments (%d)</a></div></div>') % (
        r.randint(1, 999), esc(t), cat.lower(), cat, cat, d[3], d[4], d[5].lower(), ps(body), len(cs))
    c = '<h2 id="comments">%d Comments <a href="#postcomment" title="Leave a comment">&raquo;</a></h2>' % len(cs)
    if cs:
        c += '<ol id="commentlist">'
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<li id="comment-%d">%s<p><cite>Comment by <a href="http://x%d.example/" rel="external nofollow">%s</a> &#8212; '
                  '<a href="#comment-%d">%s</a></cite> </p></li>') % (i, ps(cp), i, esc(n), i, fmt_date(dd).replace(" at ", " @ "))
        c += "</ol>"
    c += ('<p><a href="/feed/x">RSS feed for comments on this post.</a></p><h2 id="postcomment">Leave a comment</h2>'
          '<form action="/wp-comments-post.php" method="post" id="commentform"><p><input type="text" name="author" id="author" /> '
          '<label for="author"><small>Name (required)</small></label></p><p><textarea name="comment" id="comment"></textarea></p>'
          '<p><input name="submit" type="submit" value="Say It!" /></p></form>')
    return '<div id="content">' + p + c + "</div>"


def serendipity(r, t, body, cat, cs):
    """Serendipity's default theme (2010): the day as a heading over the
    post, the post's div.serendipity_entry_body, its footer ("Posted by
    NAME in CAT at TIME | Comments (N) | Trackbacks (0)"), and the
    comments, each a div.serendipity_commentBody whose paragraphs are
    separated by <br />s, its source line after it ("#1 NAME on DATE")."""
    d = date(r)
    p = ('<div class="serendipity_Entry_Date"><h3 class="serendipity_date">%s %d. %d</h3>'
         '<h4 class="serendipity_title"><a href="/archives/%d-x.html">%s</a></h4>'
         '<div class="serendipity_entry serendipity_entry_author_Ann_Lee"><div class="serendipity_entry_body">%s</div>'
         '<div class="serendipity_entryFooter">Posted by <a href="/authors/1-Ann-Lee">Ann Lee</a> in <a href="/categories/%s">%s</a> '
         'at <a href="/archives/%d-x.html">%02d:%02d</a> | <a href="/archives/%d-x.html#comments">Comments (%d)</a> | '
         '<a href="/archives/%d-x.html#trackbacks">Trackbacks (0)</a></div></div></div>') % (
        d[1], d[0], d[2], r.randint(1, 999), esc(t), ps(body), cat.lower(), cat, 1, d[3], d[4], 1, len(cs), 1)
    c = ('<div class="serendipity_comments serendipity_section_trackbacks"><a id="trackbacks"></a>'
         '<div class="serendipity_commentsTitle">Trackbacks</div><div class="serendipity_center">No Trackbacks</div></div>'
         '<div class="serendipity_comments serendipity_section_comments"><a id="comments"></a>'
         '<div class="serendipity_commentsTitle">Comments</div>')
    if cs:
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<a id="c%d"></a><div id="serendipity_comment_%d" class="serendipity_comment serendipity_comment_author_%s %s">'
                  '<div class="serendipity_commentBody">%s</div><div class="serendipity_comment_source">'
                  '<a class="comment_source_trace" href="#c%d">#%d</a> <span class="comment_source_author">%s</span> on '
                  '<span class="comment_source_date">%s</span> <a class="comment_reply" href="#serendipity_CommentForm">(Reply)</a></div></div>') % (
                i, i, esc(n).replace(" ", "_"), "serendipity_comment_odd" if i % 2 else "", "<br />\n<br />\n".join(esc(x) for x in cp),
                i, i + 1, esc(n), fmt_date(dd))
    else:
        c += '<div class="serendipity_center nocomments">No comments</div>'
    c += ('</div><div class="serendipity_commentsTitle">Add Comment</div><div class="serendipity_commentForm"><form id="serendipity_comment" action="/comment.php">'
          '<textarea name="serendipity[comment]"></textarea><input type="submit" name="serendipity[submit]" value="Submit Comment" /></form></div>')
    return '<div id="content" valign="top">' + p + c + "</div>"


def mt4(r, t, body, cat, cs):
    """Movable Type 4's default templates (2008): an entry asset whose
    header holds the byline ("By NAME on DATE"), its asset-body, its
    footer's categories list, and the comments, each a comment-header
    (the name, the date, "Reply") over a comment-content."""
    d = date(r)
    # a post written past its "Continue reading" break: the rest in the
    # extended entry's box, after the body's
    cut = r.randint(1, 2) if len(body) > 3 and r.random() < 0.5 else len(body)
    more = '<div id="more" class="asset-more">%s</div>' % ps(body[cut:]) if cut < len(body) else ""
    p = ('<div id="entry-%d" class="entry-asset asset hentry"><div class="asset-header"><h1 id="page-title" class="asset-name entry-title">%s</h1>'
         '<div class="asset-meta"><span class="byline">By <span class="vcard author">Ann Lee</span> on <abbr class="published" title="2011-03-03">%s</abbr></span>'
         '<span class="separator">|</span> <a class="permalink" href="/x.html">Permalink</a></div></div>'
         '<div class="asset-content entry-content"><div class="asset-body">%s</div>%s</div>'
         '<div class="asset-footer"><div class="entry-categories"><h4>Categories<span class="delimiter">:</span></h4><ul>'
         '<li class="entry-category"><a href="/%s/">%s</a></li></ul></div></div></div>') % (
        r.randint(1, 999), esc(t), fmt_date(d), ps(body[:cut]), more, cat.lower(), cat)
    c = '<div id="comments" class="comments">'
    if cs:
        c += '<h2 class="comments-header">%d Comments</h2><div id="comments-content" class="comments-content">' % len(cs)
        for i, (n, dd, cp, _) in enumerate(cs):
            c += ('<div class="comment" id="comment-%d"><div class="inner"><div class="comment-header"><div class="asset-meta">'
                  '<span class="byline"><span class="vcard author"><a href="http://x%d.example/" rel="nofollow">%s</a></span> '
                  '<span class="delimiter">|</span> <a href="#comment-%d"><abbr class="published">%s</abbr></a> '
                  '<span class="delimiter">|</span> <a title="Reply" href="#comment-%d">Reply</a></span></div></div>'
                  '<div class="comment-content">%s</div></div></div>') % (i, i, esc(n), i, fmt_date(dd), i, ps(cp))
        c += "</div>"
    c += ('<form method="post" action="/mt-comments.cgi" name="comments_form" id="comments-form"><h2 class="comments-open-header">Leave a comment</h2>'
          '<div id="comments-open-text"><textarea id="comment-text" name="text"></textarea></div><input type="submit" value="Submit" /></form></div>')
    return '<div id="alpha"><div id="alpha-inner">' + p + c + "</div></div>"


def papermod(r, t, body, cat, cs):
    """Hugo's PaperMod theme (2022): breadcrumbs, the headline, the meta
    line (date, reading time, author), the post-content, and a footer of
    tags, the previous and next posts' titles and share buttons; the
    comments a script loads are not in the page."""
    others = [title(r), title(r)]
    EXTRAS.extend(others)
    p = ('<main class="main"><article class="post-single"><header class="post-header"><div class="breadcrumbs"><a href="/">Home</a>&nbsp;»&nbsp;<a href="/posts/">Posts</a></div>'
         '<h1 class="post-title entry-hint-parent">%s</h1><div class="post-meta"><span title="2011-03-03 00:00:00 +0000 UTC">%s</span>&nbsp;·&nbsp;%d min&nbsp;·&nbsp;Ann Lee</div></header>'
         '<div class="post-content">%s</div><footer class="post-footer"><ul class="post-tags"><li><a href="/tags/%s/">%s</a></li></ul>'
         '<nav class="paginav"><a class="prev" href="/posts/p/"><span class="title">« Prev</span><br><span>%s</span></a>'
         '<a class="next" href="/posts/n/"><span class="title">Next »</span><br><span>%s</span></a></nav>'
         '<ul class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" aria-label="share %s on x" href="https://x.com/intent/tweet/?text=x">'
         '<svg viewBox="0 0 512 512" height="30px" width="30px"><path d="M0 0"></path></svg></a></li>'
         '<li><a target="_blank" rel="noopener noreferrer" aria-label="share %s on linkedin" href="https://www.linkedin.com/shareArticle?x">'
         '<svg viewBox="0 0 512 512" height="30px" width="30px"><path d="M0 0"></path></svg></a></li></ul></footer></article></main>') % (
        esc(t), fmt_date(date(r)).split(" at ")[0], r.randint(1, 9), ps(body), cat.lower(), cat, esc(others[0]), esc(others[1]), esc(t), esc(t))
    return p


def guardianlike(r, t, body, cat, cs):
    """A newspaper's own platform of 2016-2020: the section's label, the
    headline, the standfirst under it (the feed's teaser), the byline
    with share buttons and the comment count, the lead picture with
    its caption and credit, then the body: paragraphs with a "Related:"
    link, a picture with its caption and credit, and a newsletter's
    signup box among them; after it the topics, "Reuse this content"
    and "Most viewed".  The comments are a script's."""
    stand = sentence(r, 14, 28)
    TEASER.append(stand)
    others = [title(r) for _ in range(5)]
    promo = "Our morning email breaks down the key stories of the day, telling you what is happening and why it matters"
    EXTRAS.extend(others + [promo])
    out = []
    for i, x in enumerate(body):
        out.append("<p>%s</p>" % esc(x))
        if i == 1 and len(body) > 3:
            out.append('<aside class="element element-rich-link element--thumbnail"><p><span>Related: </span><a href="/%s/2023/may/%d/x" data-link-name="in body link">%s</a></p></aside>'
                       % (cat.lower(), i, esc(others[0])))
        if i == 3 and len(body) > 5:
            out.append('<figure class="element element-image" data-media-id="%x"><img class="gu-image" src="/img/%d.jpg" alt="%s" width="1000" height="600"/>'
                       '<figcaption class="caption caption--img"><span class="element-image__caption">%s</span> <span class="element-image__credit">Photograph: %s/Agency</span></figcaption></figure>'
                       % (r.getrandbits(32), i, esc(sentence(r, 5, 9)), esc(sentence(r, 6, 14)), r.choice(NAMES[:10])))
        if i == 2 and len(body) > 6:
            out.append('<figure class="element element-embed" data-alt="Sign up to First Edition"><div class="email-sub__form"><p class="email-sub__heading">Sign up to First Edition</p>'
                       '<p class="email-sub__description">%s</p><form action="/email"><input type="email" name="email" placeholder="Your email address"/><button type="submit">Sign up</button></form>'
                       '<p class="email-sub__privacy">Privacy Notice: Newsletters may contain info about charities, online ads, and content funded by outside parties.</p></div></figure>' % promo)
    d = date(r)
    main = ('<div class="content__section-label"><a class="content__label__link" href="/%s">%s</a></div>'
            '<h1 class="content__headline" itemprop="headline">%s</h1><div class="content__standfirst" itemprop="description"><p>%s</p></div>'
            '<div class="content__meta-container"><p class="byline" data-link-name="byline"><span itemprop="author"><a rel="author" href="/profile/annlee">Ann Lee</a></span></p>'
            '<p class="content__dateline"><time itemprop="datePublished" datetime="2023-05-02T10:00:00+0100">%s %d %s %d %02d.%02d BST</time></p>'
            '<div class="meta__extras"><ul class="social"><li><a class="social__action" href="https://www.facebook.com/sharer?x"><span class="u-h">Share on Facebook</span></a></li>'
            '<li><a class="social__action" href="https://twitter.com/intent/tweet?x"><span class="u-h">Share on Twitter</span></a></li></ul>'
            '<div class="meta__numbers"><a class="commentcount2" href="#comments"><span class="commentcount2__text u-h">Comments</span>%d</a></div></div></div>'
            '<figure class="media-primary" itemprop="image"><img class="maxed" src="/img/lead.jpg" alt=""/><figcaption class="caption caption--main">%s Photograph: %s/Agency</figcaption></figure>'
            '<div class="content__article-body from-content-api js-article__body" itemprop="articleBody">%s</div>'
            '<div class="submeta"><span class="submeta__label">Topics</span><ul class="submeta__links"><li><a class="submeta__link" href="/%s">%s</a></li><li><a class="submeta__link" href="/t/%s">%s</a></li></ul>'
            '<a class="submeta__syndication" href="https://syndication.example/x">Reuse this content</a></div>'
            '<section class="onward"><h2>Most viewed</h2><ol>%s</ol></section>'
            '<section id="comments" class="discussion"><h2 class="container__meta__title">Comments (%d)</h2><p class="discussion__info">This discussion is closed for comments.</p></section>') % (
        cat.lower(), cat, esc(t), esc(stand), ["Mon", "Tue", "Wed", "Thu", "Fri"][d[0] % 5], d[0], d[1][:3], d[2], d[3], d[4], len(cs),
        esc(sentence(r, 6, 14)), r.choice(NAMES[:10]), "".join(out), cat.lower(), cat, word(r), word(r).title(),
        "".join('<li><a href="/x/%d">%s</a></li>' % (i, esc(x)) for i, x in enumerate(others[1:])), len(cs))
    return '<div class="l-side-margins"><article id="article" class="content content--article" role="main">' + main + "</article></div>"


def chorus(r, t, body, cat, cs):
    """Vox Media's Chorus (2018): the headline, the dek under it (the
    feed's teaser), the byline and time, share buttons, the lead
    picture's caption and credit, then the entry content: paragraphs
    with a "Related" list, a pull quote that repeats a sentence of the
    story, and a newsletter's box floated among them; after it "Most
    Read".  The comments are a script's."""
    dek = sentence(r, 12, 22)
    TEASER.append(dek)
    others = [title(r) for _ in range(5)]
    pitch = "Understand the world with a daily explainer plus the most compelling stories of the day"
    EXTRAS.extend(others + [pitch])
    out = []
    for i, x in enumerate(body):
        out.append("<p>%s</p>" % esc(x))
        if i == 1 and len(body) > 3:
            out.append('<aside id="u%x" class="c-related-list"><h2 class="c-related-list__head">Related</h2><ul>%s</ul></aside>' % (
                r.getrandbits(24), "".join('<li><a href="/2023/5/%d/x">%s</a></li>' % (j, esc(o)) for j, o in enumerate(others[:3]))))
        if i == 2 and len(body) > 4:
            quote = x.split(". ")[0].rstrip(".!?") + "."
            out.append('<div class="c-pullquote"><p>%s</p></div>' % esc(quote))
        if i == 3 and len(body) > 5:
            out.append('<div class="c-float-left c-float-hang"><aside class="c-newsletter_signup_box--container"><div class="c-newsletter_signup_box">'
                       '<h3 class="c-newsletter_signup_box--title">Sign up for the newsletter <a href="/newsletters/today">Today, Explained</a></h3>'
                       '<p class="c-newsletter_signup_box--subtitle">%s</p><form><input type="email" placeholder="Email (required)"/><button class="c-button">Subscribe</button></form>'
                       '<p class="c-newsletter_signup_box--legal">By submitting your email, you agree to our Terms and Privacy Notice.</p></div></aside></div>' % pitch)
    d = date(r)
    main = ('<div class="c-entry-hero c-entry-hero--default"><div class="c-entry-group-labels"><a href="/%s">%s</a></div>'
            '<h1 class="c-page-title">%s</h1><p class="c-entry-summary p-dek">%s</p>'
            '<div class="c-byline"><span class="c-byline__item"><span class="c-byline__author-name">By Ann Lee</span></span>'
            '<span class="c-byline__item"><time class="c-byline__item" datetime="2023-05-02T10:00:00-04:00">%s %d, %d, %d:%02d%s EDT</time></span></div>'
            '<div class="c-social-buttons c-social-buttons--popover"><a class="c-social-buttons__item c-social-buttons__facebook" href="https://www.facebook.com/sharer?x"><svg class="p-svg-icon"></svg><span class="u-hidden-text">Share this story on facebook</span></a>'
            '<a class="c-social-buttons__item c-social-buttons__twitter" href="https://twitter.com/intent/tweet?x"><svg class="p-svg-icon"></svg><span class="u-hidden-text">Share this story on twitter</span></a></div></div>'
            '<figure class="e-image e-image--hero"><span class="e-image__inner"><img alt="" src="/img/lead.jpg"/></span><figcaption>%s <cite>Photo by %s / Agency</cite></figcaption></figure>'
            '<div class="c-entry-content ">%s</div>'
            '<div class="c-rock-list"><h2 class="c-rock-list__title">Most Read</h2><ol>%s</ol></div>') % (
        cat.lower(), cat, esc(t), esc(dek), d[1][:3], d[0], d[2], d[3], d[4], d[5].lower(), esc(sentence(r, 6, 12)), r.choice(NAMES[:10]),
        "".join(out), "".join('<li><a href="/x/%d">%s</a></li>' % (i, esc(x)) for i, x in enumerate(others[3:])))
    return '<div class="l-wrapper"><main class="l-main-content"><article class="l-segment l-main-content">' + main + "</article></main></div>"


# Four more platforms, written after every rule above and before any
# run of them, to judge the rules on: a local newspaper on TownNews's
# BLOX, Blogger's Contempo theme, a newspaper of 2012 whose story is cut
# into several boxes, and Forem (dev.to).
def blox(r, t, body, cat, cs):
    """A local newspaper on TownNews's BLOX (2016-2020): the kicker, the
    headline, the byline and date, share buttons, the lead photo with
    its caption and credit, then the article body: paragraphs with a
    "Related to this story" box and an advertisement among them; after
    it the tags, a newsletter's signup, "Most Popular" beside it.  The
    comments are a script's."""
    others = [title(r) for _ in range(6)]
    pitch = "Get local news delivered to your inbox every morning"
    EXTRAS.extend(others + [pitch])
    out = []
    for i, x in enumerate(body):
        out.append("<p>%s</p>" % esc(x))
        if i == 1 and len(body) > 3:
            out.append('<div class="tncms-inline-relcontent-asset hidden-print"><div class="card-panel panel panel-default">'
                       '<div class="panel-heading"><h4 class="panel-title">Related to this story</h4></div><div class="panel-body"><ul class="list-unstyled">%s</ul></div></div></div>'
                       % "".join('<li><div class="card-headline"><h5 class="tnt-headline"><a href="/news/local/article_%x.html">%s</a></h5></div></li>'
                                 % (r.getrandbits(32), esc(o)) for o in others[:2]))
        if i == 2 and len(body) > 4:
            out.append('<div id="tncms-region-article_instory_top" class="tncms-region hidden-print"><div class="tnt-ads-container">'
                       '<div class="tnt-ads hidden-print"><div class="advertisement-label">Advertisement</div><div id="div-gpt-ad-%d"></div></div></div></div>' % r.randint(1, 99))
    d = date(r)
    main = ('<article itemscope itemtype="http://schema.org/NewsArticle" id="asset-content" class="asset story">'
            '<header class="asset-header"><div class="meta"><span class="asset-kicker"><a href="/news/%s/">%s</a></span></div>'
            '<h1 class="headline"><span class="asset-headline speakable-headline" itemprop="headline">%s</span></h1>'
            '<ul class="list-inline"><li><span class="tnt-byline" itemprop="author">By Ann Lee</span></li>'
            '<li><span class="asset-date text-muted"><time class="tnt-date" datetime="2019-05-02T10:00:00-05:00">%s %d, %d</time></span></li></ul>'
            '<div class="share-container"><ul class="list-inline share-list"><li><a class="tnt-share-facebook" href="https://www.facebook.com/sharer.php?x"><span class="sr-only">Facebook</span></a></li>'
            '<li><a class="tnt-share-twitter" href="https://twitter.com/intent/tweet?x"><span class="sr-only">Twitter</span></a></li>'
            '<li><a class="tnt-share-email" href="mailto:?x"><span class="sr-only">Email</span></a></li><li><a class="tnt-share-print" href="#">Print</a></li></ul></div></header>'
            '<div class="asset-photo"><figure class="photo layout-horizontal"><div class="image"><img class="img-responsive" src="/content/tncms/assets/v3/editorial/%x.jpg" width="1000" height="667" alt=""/></div>'
            '<figcaption class="caption"><div class="caption-text"><p>%s</p></div><span class="tnt-byline">%s, Staff Photographer</span></figcaption></figure></div>'
            '<div class="asset-body"><div class="asset-content subscriber-premium"><div id="article-body" itemprop="articleBody">%s</div></div></div>'
            '<div class="asset-tags"><h3>Tags</h3><ul class="list-inline"><li><a class="tnt-tag" href="/search/?t=%s">%s</a></li><li><a class="tnt-tag" href="/search/?t=%s">%s</a></li></ul></div>'
            '<div class="tnt-newsletter-signup"><h3>Morning Headlines</h3><p>%s</p><form><input type="email" placeholder="Email"/><button class="btn">Sign up!</button></form></div>'
            '</article>') % (
        cat.lower(), cat, esc(t), d[1][:3], d[0], d[2], r.getrandbits(32), esc(sentence(r, 8, 16)), r.choice(NAMES[:10]),
        "".join(out), cat.lower(), cat, word(r), word(r).title(), pitch)
    aside = ('<aside class="col-lg-4"><div class="tnt-most-popular"><h3 class="block-title">Most Popular</h3><ol class="list-unstyled">%s</ol></div></aside>'
             % "".join('<li><a href="/news/article_%d.html">%s</a></li>' % (i, esc(o)) for i, o in enumerate(others[2:])))
    return '<div id="main-page-container" class="container"><div class="row"><div class="col-lg-8">%s</div>%s</div></div>' % (main, aside)


def contempo(r, t, body, cat, cs):
    """Blogger's Contempo theme (2017-): the post's text is what
    Blogger's editor writes, lines split by <br> and boxes of a style,
    no paragraphs; the byline and time over it, share buttons and labels
    under it; the comments a threaded list whose texts are paragraphs,
    with their replies, "Reply" and "Add comment" links."""
    bits = []
    for i, x in enumerate(body):
        if i > 0 and r.random() < 0.3:
            bits.append('<div style="text-align: justify;">%s</div>' % esc(x))
        else:
            bits.append(esc(x) + ("<br />\n<br />" if i + 1 < len(body) else ""))
        if i == 0 and len(body) > 2:
            bits.append('<div class="separator" style="clear: both; text-align: center;"><a href="/img/%d.jpg" style="margin-left: 1em; margin-right: 1em;">'
                        '<img border="0" data-original-height="600" data-original-width="800" height="300" src="/img/s400/%d.jpg" width="400" /></a></div>' % (i, i))
    pid = r.getrandbits(40)

    def item(i, c):
        n, dd, cp, _ = c
        cid = 1000 + i
        return ('<li class="comment" id="c%d"><div class="avatar-image-container"><img class="author-avatar" src="/img/b16-rounded.gif" width="35" height="35"/></div>'
                '<div class="comment-block"><div class="comment-header"><cite class="user"><a href="https://www.blogger.com/profile/%d" rel="nofollow">%s</a></cite>'
                '<span class="icon user"></span><span class="datetime secondary-text"><a rel="nofollow" href="?showComment=%d#c%d">%s</a></span></div>'
                '<p class="comment-content">%s</p><span class="comment-actions secondary-text"><a class="comment-reply" target="_self" data-comment-id="%d">Reply</a>'
                '<span class="item-control blog-admin blog-admin pid-1"><a target="_self" href="https://www.blogger.com/delete-comment.g?blogID=1&amp;postID=%d">Delete</a></span></span></div>'
                '<div class="comment-replies"></div><div class="comment-replybox-single" id="c%d-ce"></div></li>') % (
            cid, cid, esc(n), cid, cid, fmt_date(dd), "<br /><br />".join(esc(p) for p in cp), cid, cid, cid)
    thread = ""
    if cs:
        thread = ('<section class="comments threaded" data-embed="true" data-num-comments="%d" id="comments"><a name="comments"></a><h3 class="title">Comments</h3>'
                  '<div class="comments-content"><div id="comment-holder"><div class="comment-thread toplevel-thread"><ol id="top-ra">%s</ol>'
                  '<div id="top-continue" class="continue"><a class="comment-reply" target="_self">Add comment</a></div><div class="comment-replybox-thread" id="top-ce"></div>'
                  '<div class="loadmore hidden" data-post-id="%d"><a target="_self">Load more...</a></div></div></div></div>'
                  '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=1&amp;postID=%d" onclick="">Post a Comment</a></p></section>') % (
            len(cs), "".join(item(i, c) for i, c in enumerate(cs)), pid, pid)
    d = date(r)
    p = ('<article class="post-outer-container"><div class="post-outer"><div class="post"><a name="%d"></a>'
         '<h3 class="post-title entry-title">%s</h3><div class="post-share-buttons post-share-buttons-top invisible"></div>'
         '<div class="post-header"><div class="post-header-line-1"><span class="byline post-author vcard"><span class="byline-label">by</span> <span class="fn">Ann Lee</span></span> '
         '<span class="byline post-timestamp"><a class="timestamp-link" href="/post/%d.html" rel="bookmark" title="permanent link"><time class="published" datetime="2012-03-02T10:00:00-08:00">%s %02d, %d</time></a></span></div></div>'
         '<div class="post-body-container"><div class="post-body entry-content float-container" id="post-body-%d">%s</div></div>'
         '<div class="post-bottom"><div class="post-footer float-container"><div class="post-footer-line post-footer-line-1"></div><div class="post-footer-line post-footer-line-2">'
         '<div class="byline post-share-buttons goog-inline-block"><div aria-owns="sharing-popup-Blog1-byline-%d" class="sharing" data-title="%s"><button aria-controls="sharing-popup-Blog1-byline-%d" aria-label="Share" class="sharing-button touch-icon-button" id="sharing-button-Blog1-byline-%d" role="button"><div class="flat-icon-button ripple"><svg class="svg-icon-24"><use xlink:href="/responsive/sprite_v1_6.css.svg#ic_share_black_24dp"></use></svg></div></button>'
         '<div class="share-buttons-container"><ul aria-hidden="true" aria-label="Share" class="share-buttons hidden" id="sharing-popup-Blog1-byline-%d" role="menu">'
         '<li><span aria-label="Share to Facebook" class="sharing-platform-button sharing-element-facebook" role="menuitem" title="Share to Facebook"><span class="platform-sharing-text">Facebook</span></span></li>'
         '<li><span aria-label="Share to Twitter" class="sharing-platform-button sharing-element-twitter" role="menuitem" title="Share to Twitter"><span class="platform-sharing-text">Twitter</span></span></li>'
         '<li><span aria-label="Share to Pinterest" class="sharing-platform-button sharing-element-pinterest" role="menuitem" title="Share to Pinterest"><span class="platform-sharing-text">Pinterest</span></span></li>'
         '<li><span aria-label="Email Post" class="sharing-platform-button sharing-element-email" role="menuitem" title="Email Post"><span class="platform-sharing-text">Email</span></span></li>'
         '<li><div class="sharing-platform-button sharing-element-other" role="menuitem" title="Share to other apps"><span class="platform-sharing-text">Other Apps</span></div></li></ul></div></div></div></div>'
         '<div class="post-footer-line post-footer-line-3"><span class="byline post-labels"><span class="byline-label">Labels:</span> <a href="/search/label/%s" rel="tag">%s</a></span></div></div></div>'
         '</div></div>%s</article>') % (
        pid, esc(t), pid, d[1], d[0], d[2], pid, "\n".join(bits), pid, esc(t), pid, pid, pid, cat, cat, thread)
    return ('<main class="centered-bottom" id="main" role="main" tabindex="-1"><div class="main section" id="page_body"><div class="widget Blog" data-version="2" id="Blog1">'
            '<div class="blog-posts hfeed container">%s</div><div class="blog-pager container" id="blog-pager"><a class="blog-pager-newer-link" href="/newer">Newer Post</a>'
            '<a class="blog-pager-older-link" href="/older">Older Post</a><a class="home-link" href="/">Home</a></div></div></div></main>') % p


def nyt2012(r, t, body, cat, cs):
    """A newspaper's site of 2012 whose story is cut into several boxes
    of one class: the kicker, headline, byline and dateline, the tools
    (comments, share, print, single page), the lead picture with its
    credit and caption, then the story's paragraphs in an articleBody
    box, an inline box of related links and a picture, the readers'
    comments' box, and the rest of the story in more articleBody
    boxes; after it the line saying where it appeared in print."""
    others = [title(r) for _ in range(4)]
    EXTRAS.extend(others + ["Share your thoughts"])
    cut = sorted(set([max(1, len(body) // 3), max(1, 2 * len(body) // 3)]))
    boxes, k = [], 0
    for c in cut + [len(body)]:
        if c > k:
            boxes.append(body[k:c])
            k = c
    inline = ('<div class="articleInline runaroundLeft"><div class="inlineModule"><h6 class="moduleHeader">Related</h6><ul>%s</ul></div>'
              '<div class="inlineImage module"><div class="image"><img src="/images/2012/%d.jpg" width="190" height="126" alt=""/></div>'
              '<div class="credit">%s/The Daily</div><p class="caption">%s</p></div></div>') % (
        "".join('<li><a href="/2012/03/0%d/x.html">%s</a></li>' % (i, esc(o)) for i, o in enumerate(others[:3])), r.randint(1, 99),
        r.choice(NAMES[:10]), esc(sentence(r, 6, 12)))
    readers = ('<div id="readerscomment" class="inlineLeft"><h3 class="sectionHeader">Readers\u2019 Comments</h3>'
               '<p class="summary">Share your thoughts.</p><ul><li><a href="#postcomment">Post a Comment \u00bb</a></li><li><a href="#comments">Read All Comments (%d) \u00bb</a></li></ul></div>') % len(cs)
    parts = []
    for i, b in enumerate(boxes):
        parts.append('<div class="articleBody">%s%s</div>' % (
            '<span itemprop="copyrightHolder provider sourceOrganization" itemscope itemtype="http://schema.org/Organization" itemid="http://www.example.com"><meta itemprop="name" content="The Daily"/></span>' if i == 0 else "",
            "".join('<p itemprop="articleBody">%s</p>' % esc(x) for x in b)))
        if i == 0:
            parts.append(inline)
        if i == 1:
            parts.append(readers)
    d = date(r)
    tools = ('<div class="articleToolsTop"><div class="articleTools"><div class="box"><div class="inside"><ul class="toolsList"><li class="comments"><a href="#comments">Comments (%d)</a></li></ul>'
             '<ul class="toolsList wrap"><li class="facebook"><a href="#">Recommend</a></li><li class="twitter"><a href="#">Twitter</a></li><li class="email"><a href="#">E-Mail</a></li>'
             '<li class="print"><a href="#">Print</a></li><li class="singlePage"><a href="#">Single Page</a></li><li class="reprints"><a href="#">Reprints</a></li><li class="share"><a href="#">Share</a></li></ul></div></div></div></div>') % len(cs)
    main = ('<div class="columnGroup first"><h6 class="kicker">%s</h6><h1 itemprop="headline" class="articleHeadline">%s</h1>'
            '<h6 class="byline">By <span itemprop="author creator" itemscope itemtype="http://schema.org/Person"><a rel="author" href="/by/ann-lee"><span itemprop="name">ANN LEE</span></a></span></h6>'
            '<h6 class="dateline">Published: %s %d, %d</h6>%s'
            '<div class="articleSpanImage"><span><img src="/images/2012/lead%d.jpg" width="600" height="400" alt=""/></span><div class="credit">%s for The Daily</div><p class="caption">%s</p></div>'
            '%s<div class="articleFooter"><div class="articleCorrection"></div><div class="articleMeta"><div class="opposingFloatControl wrap"><div class="element1">'
            '<h6 class="metadata">A version of this article appeared in print on %s %d, %d, on page A%d of the edition with the headline: %s.</h6></div></div></div></div></div>') % (
        cat, esc(t), d[1], d[0], d[2], tools, r.randint(1, 99), r.choice(NAMES[:10]), esc(sentence(r, 8, 16)), "".join(parts),
        d[1], d[0] + 1 if d[0] < 28 else d[0], d[2], r.randint(1, 24), esc(t))
    return '<div id="shell"><div id="page" class="tabContent active"><div id="main"><div class="spanAB wrap closing"><div id="article">%s</div></div></div></div></div>' % main


def forem(r, t, body, cat, cs):
    """Forem (dev.to, 2021): reactions in a bar beside the article, the
    cover picture, the writer and date, the headline and tags, the body
    (paragraphs, a heading and a code block with its panel of buttons),
    then "Top comments": each a details element whose text box has the
    article body's own class ("text-styles"), with a "Like" and a
    "Reply" button; "Read next" cards with excerpts after the article
    and "More from" the writer beside it."""
    others = [(title(r), sentence(r, 10, 18)) for _ in range(4)]
    EXTRAS.extend([o[0] for o in others] + [o[1] for o in others])
    code = "const %s = require('%s');" % (word(r), LEXICON[r.randrange(len(LEXICON))])
    story, out = [], []
    for i, x in enumerate(body):
        out.append("<p>%s</p>" % esc(x))
        story.append(x)
        if i == 1 and len(body) > 3:
            h = title(r)
            out.append('<h2><a name="%s" href="#%s" class="anchor"></a>%s</h2>' % (h.lower().replace(" ", "-"), h.lower().replace(" ", "-"), esc(h)))
            story.append(h)
            out.append('<div class="highlight js-code-highlight"><pre class="highlight javascript"><code><span class="kd">%s</span></code></pre>'
                       '<div class="highlight__panel js-actions-panel"><div class="highlight__panel-action js-fullscreen-code-action">'
                       '<svg xmlns="http://www.w3.org/2000/svg" width="20px" height="20px" viewBox="0 0 24 24" class="highlight-action crayons-icon highlight-action--fullscreen-on"><title>Enter fullscreen mode</title><path d="M16 3h6v6h-2V5h-4V3z"></path></svg>'
                       '<svg xmlns="http://www.w3.org/2000/svg" width="20px" height="20px" viewBox="0 0 24 24" class="highlight-action crayons-icon highlight-action--fullscreen-off"><title>Exit fullscreen mode</title><path d="M18 7h4v2h-6V3h2v4z"></path></svg>'
                       '</div></div></div>' % esc(code))
            story.append(code)
    STORY[:] = story

    def one(i, c, deep):
        n, dd, cp, _ = c
        who = n.lower().replace(" ", "")
        return ('<details class="comment-wrapper comment-wrapper--deep-%d js-comment-wrapper" open><summary aria-label="Toggle this comment (and replies)"><span class="inline-block align-middle">'
                '<span class="js-collapse-comment-content inline-block align-middle">%s</span></span></summary>'
                '<div id="comment-node-%d" class="comment single-comment-node %s comment--deep-%d"><div class="comment__inner">'
                '<a href="/%s" class="shrink-0 crayons-avatar m:crayons-avatar--l mt-4 m:mt-3"><img class="crayons-avatar__image" width="32" height="32" src="/u/%s.png" alt="%s profile image" loading="lazy"/></a>'
                '<div class="inner-comment comment__details"><div class="comment__content crayons-card"><div class="comment__header">'
                '<a href="/%s" class="crayons-link crayons-link--secondary flex items-center fw-medium"><span class="js-comment-username">%s</span></a>'
                '<span class="color-base-30 px-2" role="presentation">&#8226;</span><a href="/%s/comment/%d" class="comment-date crayons-link crayons-link--secondary fs-s"><time datetime="2021-05-02T10:00:00Z" class="date-no-year">%s %d</time></a></div>'
                '<div class="comment__body text-styles text-styles--secondary body">%s</div></div>'
                '<footer class="comment__footer"><button class="crayons-btn crayons-btn--ghost crayons-btn--s reaction-like inline-flex reaction-button" data-comment-id="%d"><span class="reactions-count">%d</span><span class="reactions-label">likes</span><span class="reactions-label">Like</span></button>'
                '<a class="js-comment-reply crayons-btn crayons-btn--ghost crayons-btn--s toggle-reply-form inline-flex" href="#/%s/comment/%d" rel="nofollow"><span>Reply</span></a></footer>'
                '</div></div></div>') % (deep, esc(n), 100 + i, "root" if deep == 0 else "child", deep, who, who, esc(n), who, esc(n), who, 100 + i,
                                          dd[1][:3], dd[0], ps(cp), 100 + i, r.randint(0, 9), who, 100 + i)
    tree = ""
    for i, c in enumerate(cs):
        deep = 1 if c[3] == 2 else 0
        tree += one(i, c, deep)
        nxt = cs[i + 1][3] if i + 1 < len(cs) else 1
        if not (nxt == 2 and deep == 0):
            tree += "</details>"
            if deep == 1 and nxt != 2:
                tree += "</details>"
    thread = ('<section class="mt-7 pt-4"><div id="comments-container"><section id="comments" class="text-padding mb-4 border-t-1"><header class="relative flex justify-between items-center mb-6">'
              '<h2 class="crayons-subtitle-1">Top comments (%d)</h2><div class="flex items-center"><button class="crayons-btn crayons-btn--outlined" id="subscription-button">Subscribe</button></div></header>'
              '<div class="comments" id="comment-trees-container">%s</div></section></div></section>') % (len(cs), tree)
    d = date(r)
    art = ('<article class="crayons-card crayons-article mb-4" id="article-show-container" data-article-id="%d"><header class="crayons-article__header" id="main-title">'
           '<div class="crayons-article__cover"><img class="crayons-article__cover__image" src="/cover/%d.png" width="1000" height="420" alt="Cover image for %s"/></div>'
           '<div class="crayons-article__header__meta"><div class="flex mb-5 items-start"><div class="relative"><a href="/annlee"><img class="radius-full align-middle" src="/u/annlee.png" width="40" height="40" alt="Ann Lee"/></a></div>'
           '<div class="pl-3 flex-1"><a href="/annlee" class="crayons-link fw-bold">Ann Lee</a><p class="fs-xs color-base-60">Posted on <time datetime="2021-05-02T10:00:00Z" class="date-no-year">%s %d</time></p></div></div>'
           '<h1 class="fs-3xl m:fs-4xl l:fs-5xl fw-bold s:fw-heavy lh-tight mb-2 long">%s</h1>'
           '<div class="spec__tags flex flex-wrap"><a class="crayons-tag crayons-tag--monochrome" href="/t/%s"><span class="crayons-tag__prefix">#</span>%s</a>'
           '<a class="crayons-tag crayons-tag--monochrome" href="/t/%s"><span class="crayons-tag__prefix">#</span>%s</a></div></div></header>'
           '<div class="crayons-article__main"><div class="crayons-article__body text-styles spec__body" data-article-id="%d" id="article-body">%s</div>%s</div></article>'
           '<div class="crayons-card crayons-card--secondary text-padding"><h2 class="crayons-subtitle-1">Read next</h2>%s</div>') % (
        r.getrandbits(20), r.randint(1, 99), esc(t), d[1][:3], d[0], esc(t), cat.lower(), cat.lower(), word(r), word(r),
        r.getrandbits(20), "\n".join(out), thread,
        "".join('<a href="/x/%d" class="crayons-link flex items-start"><img src="/u/%d.png" class="crayons-avatar__image" alt=""/><div><h4 class="crayons-subtitle-2">%s</h4><p class="crayons-text">%s</p></div></a>'
                % (i, i, esc(o[0]), esc(o[1])) for i, o in enumerate(others[:2])))
    reactions = ('<aside class="crayons-layout__sidebar-left" aria-label="Article actions"><div class="article-actions">'
                 '<button id="reaction-butt-like" class="crayons-reaction" aria-label="Like" data-category="like"><span class="crayons-reaction__count" id="reaction-number-like">%d</span></button>'
                 '<button id="reaction-butt-readinglist" class="crayons-reaction" aria-label="Add to reading list" data-category="readinglist"><span class="crayons-reaction__count">%d</span></button></div></aside>') % (
        r.randint(1, 300), r.randint(1, 90))
    more = ('<aside class="crayons-layout__sidebar-right"><div class="crayons-card crayons-card--secondary"><header><h3 class="crayons-subtitle-2">More from Ann Lee</h3></header>%s</div></aside>'
            % "".join('<a href="/annlee/%d" class="crayons-link"><div>%s</div><div class="crayons-text">%s</div></a>' % (i, esc(o[0]), esc(o[1])) for i, o in enumerate(others[2:])))
    return ('<main id="main-content"><div class="crayons-layout crayons-layout--3-cols crayons-layout--article">%s<div class="crayons-layout__content">%s</div>%s</div></main>'
            % (reactions, art, more))


def phpbb(r, t, body, cat, cs):
    """A forum's topic in phpBB 3's prosilver (2012), a feed of new
    topics: the topic's title, its buttons and its count of posts, then
    every post alike, the first the topic's own and each reply a post of
    the same boxes (its title "Re:" the topic's, the author's line, the
    text whose lines are split by <br>s, at times a quote of the post
    before it, a signature), each with the poster's profile beside it
    (rank, posts, joined); the forum's jump box under them."""
    tid = r.randint(100, 9999)
    # a poster's signature is the same under every post of theirs
    rs = random.Random(BLOG[0])
    sig = "%s %s" % (rs.choice(["My rig:", "--", "Cheers,"]), title(rs))
    EXTRAS.append(sig)

    def one(i, who, when, lines, quote):
        pid = tid * 10 + i
        q = ""
        if quote:
            q = '<blockquote><div><cite>%s wrote:</cite>%s</div></blockquote>' % (esc(quote[0]), esc(quote[1]))
        return ('<div id="p%d" class="post bg%d"><div class="inner"><span class="corners-top"><span></span></span>'
                '<div class="postbody"><ul class="profile-icons"><li class="quote-icon"><a href="./posting.php?mode=quote&amp;f=2&amp;p=%d" title="Reply with quote"><span>Reply with quote</span></a></li></ul>'
                '<h3%s><a href="#p%d">%s%s</a></h3>'
                '<p class="author"><a href="./viewtopic.php?p=%d#p%d"><img src="./styles/prosilver/imageset/icon_post_target.gif" width="11" height="9" alt="Post" title="Post" /></a>by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=%d">%s</a></strong> &raquo; %s </p>'
                '<div class="content">%s%s</div>%s</div>'
                '<dl class="postprofile" id="profile%d"><dt><a href="./memberlist.php?mode=viewprofile&amp;u=%d"><img src="./download/file.php?avatar=%d.jpg" width="90" height="90" alt="User avatar" /></a><br />'
                '<a href="./memberlist.php?mode=viewprofile&amp;u=%d">%s</a></dt><dd>%s</dd><dd>&nbsp;</dd><dd><strong>Posts:</strong> %d</dd><dd><strong>Joined:</strong> %s</dd></dl>'
                '<div class="back2top"><a href="#wrap" class="top" title="Top">Top</a></div><span class="corners-bottom"><span></span></span></div></div>'
                '<hr class="divider" />') % (
            pid, 2 - i % 2, pid, ' class="first"' if i == 0 else "", pid, "" if i == 0 else "Re: ", esc(t), pid, pid, len(who), esc(who), when,
            q, "<br /><br />".join(esc(x) for x in lines),
            '<div id="sig%d" class="signature">%s</div>' % (pid, esc(sig)) if who == "ann" else "",
            pid, len(who), len(who), len(who), esc(who), "Site Admin" if who == "ann" else r.choice(["Regular", "Newbie", "Member"]),
            r.randint(1, 5000), "Tue Jan 02, 2007 9:12 pm")
    posts = [one(0, "ann", "Mon Mar 05, 2012 10:14 am", body, None)]
    for i, (n, dd, cp, depth) in enumerate(cs):
        before = cs[i - 1] if i > 0 else ("ann", None, body)
        quote = (before[0], before[2][0][:120]) if depth == 2 else None
        posts.append(one(i + 1, n.lower().replace(" ", ""), "%s %02d, %d %d:%02d %s" % (dd[1][:3], dd[0], dd[2], dd[3], dd[4], dd[5].lower()), cp, quote))
    n = len(cs) + 1
    actions = ('<div class="topic-actions"><div class="buttons"><div class="reply-icon"><a href="./posting.php?mode=reply&amp;f=2&amp;t=%d" title="Post a reply"><span></span>Post a reply</a></div></div>'
               '<div class="search-box"><form method="get" id="topic-search" action="./search.php"><fieldset><input class="inputbox search tiny" type="text" name="keywords" id="search_keywords" size="20" value="Search this topic…" />'
               '<input class="button2" type="submit" value="Search" /></fieldset></form></div>'
               '<div class="pagination">%d post%s &bull; Page <strong>1</strong> of <strong>1</strong></div></div><div class="clear"></div>') % (tid, n, "" if n == 1 else "s")
    jump = ('<p></p><p><a href="./viewforum.php?f=2" class="left-box left" accesskey="r">Return to %s</a></p>'
            '<form method="post" id="jumpbox" action="./viewforum.php"><fieldset class="jumpbox"><label for="f" accesskey="j">Jump to:</label>'
            '<select name="f" id="f"><option value="-1">Select a forum</option><option value="2">%s</option><option value="3">Off topic</option></select>'
            '<input type="submit" value="Go" class="button2" /></fieldset></form>'
            '<h3>Who is online</h3><p>Users browsing this forum: No registered users and %d guests</p>') % (cat, cat, r.randint(1, 9))
    return ('<div id="page-body"><h2><a href="./viewtopic.php?f=2&amp;t=%d">%s</a></h2>%s%s%s%s</div>'
            % (tid, esc(t), actions, "".join(posts), actions, jump))


def weebly(r, t, body, cat, cs):
    """A Weebly site's blog post (2015): the post's text in paragraph
    boxes whose lines are split by <br>s, a picture block between two of
    them, the social buttons and the categories under it, then the
    comments, each an author, a date, a text box and a "Reply" link, and
    the form to leave one."""
    pid = r.randint(10 ** 8, 10 ** 9)
    parts, k = [], 0
    cut = max(1, len(body) // 2)
    for chunk in [body[:cut], body[cut:]]:
        if not chunk:
            continue
        parts.append('<div class="paragraph" style="text-align:left;">%s</div>' % "<br /><br />".join(esc(x) for x in chunk))
        if k == 0 and len(body) > 1:
            parts.append('<div><div class="wsite-image wsite-image-border-none " style="padding-top:10px;padding-bottom:10px;margin-left:0;margin-right:0;text-align:center">'
                         '<a><img src="/uploads/1/2/3/4/1234567/%d_orig.jpg" alt="Picture" style="width:auto;max-width:100%%" /></a>'
                         '<div style="display:block;font-size:90%%"></div></div></div>' % r.randint(10 ** 5, 10 ** 6))
        k += 1

    def one(i, c):
        n, dd, cp, _ = c
        return ('<div id="%d" class="blogCommentWrap"><div class="blogCommentAuthor"><span class="name">%s</span></div>'
                '<div class="blogCommentDate">%d/%d/%d %d:%02d:%02d %s</div><div class="blogCommentText"><div>%s</div></div>'
                '<div class="blogCommentReplyWrapper"><a class="blogCommentReplyLink blog-link" href="javascript:blog.commentReply(%d, &quot;%s&quot;)">Reply</a></div>'
                '<div class="blogCommentLevel"></div></div>') % (
            10 ** 9 + i, esc(n), MONTHS.index(dd[1]) + 1, dd[0], dd[2], dd[3], dd[4], r.randint(0, 59), dd[5].lower(),
            "<br /><br />".join(esc(x) for x in cp), 10 ** 9 + i, esc(n))
    form = ('<div id="commentArea"><h2 id="comment-form-title" class="blogCommentHeading">Leave a Reply.</h2><form id="commentForm" action="/ajax/apps/postComment.php" method="post">'
            '<div class="blog-comment-field"><label>Name (required)</label><input id="name" type="text" name="name" /></div>'
            '<div class="blog-comment-field"><label>Email (not published)</label><input id="email" type="text" name="email" /></div>'
            '<div class="blog-comment-field"><label>Website</label><input id="website" type="text" name="website" /></div>'
            '<div class="blog-comment-field"><label>Comment</label><textarea id="comment" name="comment"></textarea></div>'
            '<div><input id="notify" type="checkbox" name="notify" /><label for="notify">Notify me of new comments to this thread</label></div>'
            '<input type="submit" value="Submit" /></form></div>')
    comments_html = ('<div class="blog-comments"><div id="comments"><a name="comments"></a>%s</div>%s</div>'
                     % ("".join(one(i, c) for i, c in enumerate(cs)), form))
    d = date(r)
    p = ('<div id="blog-post-%d" class="blog-post"><div class="blog-header"><h2 class="blog-title"><a class="blog-title-link blog-link" href="/blog/%d">%s</a></h2>'
         '<p class="blog-date"><span class="date-text">%d/%d/%d</span> <span class="blog-comments-bottom"><a class="blog-link" href="/blog/%d#comments">%s</a></span></p></div>'
         '<div class="blog-separator">&nbsp;</div><div class="blog-content">%s</div>'
         '<div class="blog-social"><div class="blog-social-item blog-fb-like"><iframe src="//www.facebook.com/plugins/like.php?href=x" scrolling="no" frameborder="0" style="border:none;overflow:hidden;width:115px;height:20px"></iframe></div>'
         '<div class="blog-social-item blog-tweet"><a href="https://twitter.com/share" class="twitter-share-button" data-count="horizontal">Tweet</a></div></div>'
         '<div class="blog-footer"><p class="blog-category">Categories: <a href="/blog/category/%s">%s</a></p><p class="blog-feed-link"><a href="/1/feed" class="blog-link">RSS Feed</a></p></div>'
         '%s</div>') % (
        pid, pid, esc(t), MONTHS.index(d[1]) + 1, d[0], d[2], pid, "%d Comment%s" % (len(cs), "" if len(cs) == 1 else "s") if cs else "0 Comments",
        "".join(parts), cat.lower(), cat, comments_html)
    return ('<div id="wsite-content" class="wsite-elements wsite-not-footer"><div id="blogTable" class="blog-table"><div class="blog-body">%s</div>'
            '<div class="blog-sidebar"><h2 class="wsite-content-title">Archives</h2><p><a href="/blog/archives/03-2015">March 2015</a><br /><a href="/blog/archives/02-2015">February 2015</a></p>'
            '<h2 class="wsite-content-title">Categories</h2><p><a href="/blog/category/all">All</a><br /><a href="/blog/category/%s">%s</a></p></div></div></div>') % (p, cat.lower(), cat)


def hatena(r, t, body, cat, cs):
    """Hatena Blog (2016), in Japanese: the date, the title and the
    categories in the entry's header, the text's paragraphs with a
    heading and a photo among them, then in the entry's footer the
    author and time, the stars' box, the share buttons ("2 users" of
    Hatena Bookmark), "related entries" with their dates and excerpts,
    and the comments, each an author's line and a text box of
    paragraphs, "write a comment" under them."""
    related_ = [(title(r), sentence(r, 12, 20)) for _ in range(3)]
    EXTRAS.extend([x for o in related_ for x in o])
    d = (r.choice([2014, 2015, 2016]), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))
    out, story = [], []
    for i, x in enumerate(body):
        out.append("<p>%s</p>" % esc(x))
        story.append(x)
        if i == 0 and len(body) > 2:
            h = title(r)
            out.append('<h3 id="%s">%s</h3>' % (esc(h), esc(h)))
            story.append(h)
            out.append('<p><span itemscope itemtype="http://schema.org/Photograph"><img src="https://cdn.example/images/fotolife/a/ann/%04d%02d%02d/%04d%02d%02d%02d%02d00.jpg" '
                       'alt="f:id:ann:%04d%02d%02d%02d%02d00j:plain" title="f:id:ann:%04d%02d%02d%02d%02d00j:plain" class="hatena-fotolife" itemprop="image"></span></p>'
                       % (d[:3] + d + d + d))
    STORY[:] = story
    when = "%04d-%02d-%02d %02d:%02d" % d

    def one(i, c):
        n, dd, cp, _ = c
        who = n.lower().replace(" ", "")
        return ('<li class="entry-comment js-entry-comment"><div class="entry-comment-meta"><a href="https://profile.hatena.ne.jp/%s/" class="comment-user-name">'
                '<img src="https://cdn.profile-image.st-hatena.com/users/%s/profile.png" class="hatena-id-icon" alt="%s" title="%s" width="16" height="16">id:%s</a>'
                '<span class="comment-metadata"><a href="#%d" class="comment-date">%04d/%02d/%02d %02d:%02d</a></span></div>'
                '<div class="entry-comment-text js-entry-comment-body">%s</div></li>') % (
            who, who, who, who, who, i, dd[2], MONTHS.index(dd[1]) + 1, dd[0], dd[3], dd[4], ps(cp))
    rel = "".join(('<li class="urllist-item related-entries-item"><div class="urllist-item-inner related-entries-item-inner">'
                   '<div class="urllist-date-link related-entries-date-link"><a href="/archive/%04d/%02d/%02d" rel="nofollow">%04d-%02d-%02d</a></div>'
                   '<a href="/entry/%d" class="urllist-title-link related-entries-title-link urllist-title related-entries-title">%s</a>'
                   '<div class="urllist-entry-body related-entries-entry-body">%s</div></div></li>') % (
        d[0], 1 + (d[1] + i) % 12, d[2], d[0], 1 + (d[1] + i) % 12, d[2], i, esc(o[0]), esc(o[1])) for i, o in enumerate(related_))
    art = ('<article class="entry hentry test-hentry js-entry-article date-first autopagerize_page_element chars-%d words-%d mode-html entry-odd" id="entry-%d" data-publication-type="entry">'
           '<div class="entry-inner"><header class="entry-header"><div class="date entry-date first"><a href="/archive/%04d/%02d/%02d" rel="nofollow">'
           '<time datetime="%04d-%02d-%02dT%02d:%02d:00Z" title="%04d-%02d-%02dT%02d:%02d:00Z"><span class="date-year">%04d</span><span class="hyphen">-</span><span class="date-month">%02d</span><span class="hyphen">-</span><span class="date-day">%02d</span></time></a></div>'
           '<h1 class="entry-title"><a href="%s" class="entry-title-link bookmark">%s</a></h1>'
           '<div class="entry-categories categories"><a href="/archive/category/%s" class="entry-category-link category-%s">%s</a></div></header>'
           '<div class="entry-content hatenablog-entry">%s</div>'
           '<footer class="entry-footer"><div class="entry-tags-wrapper"><div class="entry-tags"></div></div>'
           '<p class="entry-footer-section track-inview-by-gtm"><span class="author vcard"><span class="fn" data-load-nickname="1" data-user-name="ann">ann</span></span> '
           '<span class="entry-footer-time"><a href="/entry/x"><time data-relative datetime="%04d-%02d-%02dT%02d:%02d:00Z" class="updated">%s</time></a></span></p>'
           '<div class="hatena-star-container" data-hatena-star-container data-hatena-star-url="/entry/x" data-hatena-star-title="%s" data-hatena-star-variant="profile-icon"></div>'
           '<div class="social-buttons"><div class="social-button-item"><a href="https://b.hatena.ne.jp/entry/s/x" class="hatena-bookmark-button" data-hatena-bookmark-layout="vertical-balloon" data-hatena-bookmark-lang="ja" title="\u3053\u306e\u8a18\u4e8b\u3092\u306f\u3066\u306a\u30d6\u30c3\u30af\u30de\u30fc\u30af\u306b\u8ffd\u52a0">'
           '<img src="https://b.st-hatena.com/images/entry-button/button-only.gif" alt="\u3053\u306e\u8a18\u4e8b\u3092\u306f\u3066\u306a\u30d6\u30c3\u30af\u30de\u30fc\u30af\u306b\u8ffd\u52a0" width="20" height="20" style="border: none;" /></a>'
           '<span class="hatena-bookmark-count">%d users</span></div>'
           '<div class="social-button-item"><a href="https://twitter.com/share" class="entry-share-button entry-share-button-twitter" title="Twitter\u3067\u5171\u6709">Tweet</a></div></div>'
           '<div class="customized-footer"><div class="hatena-module hatena-module-related-entries"><div class="hatena-module-title">\u95a2\u9023\u8a18\u4e8b</div>'
           '<div class="hatena-module-body"><ul class="related-entries hatena-urllist urllist-with-thumbnails">%s</ul></div></div></div>'
           '<div class="comment-box js-comment-box"><ul class="comment js-comment">%s</ul>'
           '<a class="leave-comment-title js-leave-comment-title">\u30b3\u30e1\u30f3\u30c8\u3092\u66f8\u304f</a></div>'
           '</footer></div></article>') % (
        sum(len(x) for x in body), sum(len(x) for x in body) // 2, r.getrandbits(40), d[0], d[1], d[2], d[0], d[1], d[2], d[3], d[4], d[0], d[1], d[2], d[3], d[4],
        d[0], d[1], d[2], SLUG[0], esc(t), esc(cat), esc(cat), esc(cat), "\n".join(out),
        d[0], d[1], d[2], d[3], d[4], when, esc(t), r.randint(1, 40), rel, "".join(one(i, c) for i, c in enumerate(cs)))
    pager = ('<div class="pager pager-permalink permalink"><span class="pager-prev"><a href="/entry/prev" rel="prev"><span class="pager-arrow">&laquo; </span>%s</a></span>'
             '<span class="pager-next"><a href="/entry/next" rel="next">%s<span class="pager-arrow"> &raquo;</span></a></span></div>') % (esc(title(r)), esc(title(r)))
    return '<div id="main"><div id="main-inner">%s%s</div></div>' % (art, pager)


def divi(r, t, body, cat, cs):
    """WordPress's Divi theme (2018) with a post laid out in its builder:
    the headline, the meta line and the featured picture over the
    builder's sections, rows and columns, the story's paragraphs in text
    modules with a picture module in a column beside one of them, a
    call to action (a heading, a line, a "Subscribe" button) after the
    text; then the comments, each a box of an avatar, the name and date
    and a content box with "Reply", and "Submit a Comment"."""
    cta = ("Join Our Newsletter", sentence(r, 8, 14))
    EXTRAS.extend(cta)
    cut = sorted(set([1, max(1, 2 * len(body) // 3)]))
    chunks, k = [], 0
    for c in cut + [len(body)]:
        if c > k:
            chunks.append(body[k:c])
            k = c
    rows, m = [], 0

    def text(chunk):
        nonlocal m
        s = ('<div class="et_pb_module et_pb_text et_pb_text_%d  et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">%s</div></div>'
             % (m, ps(chunk)))
        m += 1
        return s
    for i, chunk in enumerate(chunks):
        if i == 1:
            rows.append('<div class="et_pb_row et_pb_row_%d"><div class="et_pb_column et_pb_column_1_2 et_pb_column_%d  et_pb_css_mix_blend_mode_passthrough">'
                        '<div class="et_pb_module et_pb_image et_pb_image_0"><span class="et_pb_image_wrap "><img src="/wp-content/uploads/2018/03/p%d.jpg" alt="" title="" /></span></div></div>'
                        '<div class="et_pb_column et_pb_column_1_2 et_pb_column_%d  et_pb_css_mix_blend_mode_passthrough et-last-child">%s</div></div>'
                        % (i, 2 * i, r.randint(1, 99), 2 * i + 1, text(chunk)))
        else:
            rows.append('<div class="et_pb_row et_pb_row_%d"><div class="et_pb_column et_pb_column_4_4 et_pb_column_%d  et_pb_css_mix_blend_mode_passthrough et-last-child">%s</div></div>'
                        % (i, 2 * i, text(chunk)))
    rows.append('<div class="et_pb_row et_pb_row_%d"><div class="et_pb_column et_pb_column_4_4 et_pb_column_9  et_pb_css_mix_blend_mode_passthrough et-last-child">'
                '<div class="et_pb_module et_pb_cta_0 et_pb_promo  et_pb_text_align_center et_pb_bg_layout_dark"><div class="et_pb_promo_description"><h2 class="et_pb_module_header">%s</h2><div><p>%s</p></div></div>'
                '<div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_promo_button" href="/subscribe/">Subscribe</a></div></div></div></div>' % (len(chunks), esc(cta[0]), esc(cta[1])))
    content = ('<div class="entry-content"><div id="et-boc" class="et-boc"><div class="et_builder_inner_content et_pb_gutters3">'
               '<div class="et_pb_section et_pb_section_0 et_section_regular">%s</div></div></div></div>' % "".join(rows))

    def item(i, c):
        n, dd, cp, _ = c
        return ('<li class="comment even thread-even depth-%d" id="li-comment-%d"><article id="comment-%d" class="comment-body clearfix">'
                '<div class="comment_avatar"><img alt="%s" src="/avatar/%d.png" class="avatar avatar-80 photo" height="80" width="80" /></div>'
                '<div class="comment_postinfo"><span class="fn">%s</span><span class="comment_date">on %s</span></div>'
                '<div class="comment_area"><div class="comment-content clearfix">%s<span class="reply-container"><a rel="nofollow" class="comment-reply-link" href="#comment-%d">Reply</a></span></div></div>'
                '</article>') % (c[3], 100 + i, 100 + i, esc(n), i, esc(n), fmt_date(dd), ps(cp), 100 + i)
    thread = ('<section id="comment-wrap"><h1 id="comments" class="page_title">%d Comments</h1><ol class="commentlist clearfix">%s</ol>'
              '<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title"><span>Submit a Comment</span></h3>'
              '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked <span class="required">*</span></p>'
              '<p class="comment-form-comment"><textarea id="comment" name="comment"></textarea></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit et_pb_button" value="Submit Comment" /></p></form></div></section>'
              % (len(cs), nest(cs, item)))
    d = date(r)
    art = ('<article id="post-%d" class="et_pb_post post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s">'
           '<div class="et_post_meta_wrapper"><h1 class="entry-title">%s</h1>'
           '<p class="post-meta"> by <span class="author vcard"><a href="/author/ann/" title="Posts by Ann" rel="author">Ann</a></span> | <span class="published">%s %d, %d</span> | '
           '<a href="/category/%s/" rel="category tag">%s</a> | <span class="comments-number"><a href="#respond">%d comments</a></span></p>'
           '<img src="/wp-content/uploads/2018/03/f%d-1080x675.jpg" alt="" class="" width="1080" height="675" /></div>'
           '%s<div class="et_post_meta_wrapper">%s</div></article>') % (
        r.randint(100, 999), r.randint(100, 999), cat.lower(), esc(t), d[1][:3], d[0], d[2], cat.lower(), cat, len(cs), r.randint(1, 99), content, thread)
    return ('<div id="main-content"><div class="container"><div id="content-area" class="clearfix"><div id="left-area">%s</div></div></div></div>' % art)


def vbulletin(r, t, body, cat, cs):
    """A forum's thread in vBulletin 4 (2013), a feed of new threads: the
    breadcrumb, "Thread: " and the title, the thread's tools and count,
    then every post alike in a list, the first the thread's own (its
    title over its text, as the starter gave one), each reply a post of
    the same boxes (a head of its date and number, the poster's card,
    the text in a blockquote, at times a quote of the post before it,
    a signature, "Reply With Quote"); "Similar Threads" and the posting
    permissions under them."""
    tid = r.randint(100, 9999)
    rs = random.Random(BLOG[0] + "sig")
    sig = rs.choice(["Cheers, ann", "-- ann, " + title(rs), "Drive safe."])
    EXTRAS.append(sig)
    others = [title(r) for _ in range(4)]
    EXTRAS.extend(others)

    def one(i, who, dd, lines, quote):
        pid = tid * 10 + i
        q = ""
        if quote:
            q = ('<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container"></div>'
                 '<div class="bbcode_postedby"><img src="images/misc/quote_icon.png" alt="Quote" /> Originally Posted by <strong>%s</strong>'
                 '<a href="showthread.php?p=%d#post%d" rel="nofollow"><img class="inlineimg" src="images/buttons/viewpost-right.png" alt="View Post" /></a></div>'
                 '<div class="message">%s</div></div></div></div>') % (esc(quote[0]), pid - 1, pid - 1, esc(quote[1]))
        return ('<li class="postbitlegacy postbitim postcontainer old" id="post_%d"><div class="posthead"><span class="postdate old">'
                '<span class="date">%02d-%02d-%d,&nbsp;<span class="time">%d:%02d %s</span></span></span>'
                '<span class="nodecontrols"><a name="post%d" href="showthread.php?%d&amp;p=%d#post%d" class="postcounter">#%d</a><a id="postcount%d" name="%d"></a></span></div>'
                '<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username offline popupctrl" href="member.php?%d-%s" title="%s is offline"><strong>%s</strong></a></div>'
                '<span class="usertitle">%s</span><a class="postuseravatar" href="member.php?%d-%s" title="%s is offline"><img src="image.php?u=%d" alt="%s\'s Avatar" title="%s\'s Avatar" /></a><hr />'
                '<dl class="userinfo_extra"><dt>Join Date</dt> <dd>Jan 2007</dd><dt>Posts</dt> <dd>%d</dd></dl></div>'
                '<div class="postbody"><div class="postrow has_after_content">%s<div class="content"><div id="post_message_%d"><blockquote class="postcontent restore ">%s%s</blockquote></div></div></div>'
                '%s<div class="cleardiv"></div></div></div>'
                '<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"><img style="display: none" id="progress_%d" src="images/misc/progress.gif" alt="" />'
                '<a id="qrwq_%d" class="newreply" href="newreply.php?do=newreply&amp;p=%d" rel="nofollow" title="Reply With Quote"><img id="quoteimg_%d" src="clear.gif" alt="Reply With Quote" />&nbsp;Reply With Quote</a></span></div></div><hr /></li>') % (
            pid, MONTHS.index(dd[1]) + 1, dd[0], dd[2], dd[3], dd[4], dd[5], pid, tid, pid, pid, i + 1, pid, i + 1,
            len(who), who, who, who, "Senior Member" if who == "ann" else r.choice(["Junior Member", "Member"]), len(who), who, who, len(who), who, who,
            r.randint(1, 5000), '<h2 class="title icon">%s</h2>' % esc(t) if i == 0 else "", pid, q, "<br />\n<br />\n".join(esc(x) for x in lines),
            '<div class="after_content"><blockquote class="signature restore"><div class="signaturecontainer">%s</div></blockquote></div>' % esc(sig) if who == "ann" else "",
            pid, pid, pid, pid)
    start = cs[0][1] if cs else date(r)
    posts = [one(0, "ann", start, body, None)]
    for i, (n, dd, cp, depth) in enumerate(cs):
        before = cs[i - 1] if i > 0 else ("ann", None, body)
        quote = (before[0], before[2][0][:120]) if depth == 2 else None
        posts.append(one(i + 1, n.lower().replace(" ", ""), dd, cp, quote))
    n = len(cs) + 1
    head = ('<div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="index.php" accesskey="1"><img src="images/misc/navbit-home.png" alt="Home" /></a></li>'
            '<li class="navbit"><a href="forum.php">Forum</a></li><li class="navbit"><a href="forumdisplay.php?2-%s">%s</a></li><li class="navbit lastnavbit"><span>%s</span></li></ul><hr /></div>'
            '<div id="pagetitle"><h1>Thread: <span class="threadtitle"><a href="showthread.php?%d" title="Reload this Page">%s</a></span></h1></div>'
            '<div id="thread_controls" class="thread_info block"><div id="above_postlist" class="noinlinemod"><a href="newreply.php?p=%d&amp;noquote=1" class="newcontent_textcontrol" id="newreplylink_top"><span>+</span> Reply to Thread</a>'
            '<div id="postpagestats_above" class="postpagestats">Results 1 to %d of %d</div></div></div>') % (cat, cat, esc(t), tid, esc(t), tid * 10, n, n)
    similar = ('<div id="similar_threads"><h4 class="threadinfohead blockhead">Similar Threads</h4><div id="similar_threads_list" class="thread_info_block blockbody formcontrols"><ol class="similar_threads">%s</ol></div></div>'
               % "".join('<li class="floatcontainer"><div class="titleblock"><h6><a href="showthread.php?%d" title="">%s</a></h6><div class="starter_forum">By %s in forum %s</div></div>'
                         '<div class="dateblock"><span class="shade">Replies:</span> %d<div class="starter_forum"><span class="shade">Last Post:</span> %02d-%02d-%d, <span class="time">%d:%02d PM</span></div></div></li>'
                         % (tid + k + 1, esc(o), r.choice(NAMES[:10]), cat, r.randint(1, 30), r.randint(1, 12), r.randint(1, 28), r.choice([2011, 2012]), r.randint(1, 12), r.randint(0, 59))
                         for k, o in enumerate(others)))
    perms = ('<div class="options_block_container"><div class="options_block"><div class="collapse options_correct"><h4 class="blockhead options_correct">Posting Permissions</h4>'
             '<div id="posting_rules" class="thread_info_block blockbody formcontrols floatcontainer options_correct"><ul class="youcandoblock"><li>You <strong>may not</strong> post new threads</li>'
             '<li>You <strong>may not</strong> post replies</li><li>You <strong>may not</strong> post attachments</li><li>You <strong>may not</strong> edit your posts</li></ul></div></div></div></div>')
    return ('<div class="body_wrapper">%s<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">%s</ol></div>'
            '<div id="thread_info" class="thread_info block">%s%s</div></div>') % (head, "".join(posts), similar, perms)


def discourse(r, t, body, cat, cs):
    """A forum's topic in Discourse (2020) as it serves a reader without
    scripts: the title linking to the topic, the category, then every
    post alike (the poster, the time and "#N", the text's paragraphs,
    the likes), the first the topic's own; "Related Topics" as a table
    under them, "Powered by Discourse" at the end."""
    others = [title(r) for _ in range(4)]
    EXTRAS.extend(others)
    start = cs[0][1] if cs else date(r)

    def one(i, who, dd, paras):
        return ('<div id="post_%d" itemscope itemtype="http://schema.org/DiscussionForumPosting" class="topic-body crawler-post">'
                '<div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">'
                '<a itemprop="url" href="/u/%s"><span itemprop="name">%s</span></a></span>'
                '<span class="crawler-post-infos"><time itemprop="datePublished" datetime="%d-%02d-%02dT%02d:%02d:00Z" class="post-time">%s %d, %d, %d:%02d%s</time>'
                '<meta itemprop="dateModified" content="%d-%02d-%02dT%02d:%02d:00Z"><span itemprop="position">#%d</span></span></div>'
                '<div class="post" itemprop="text">%s</div>'
                '<meta itemprop="headline" content="%s"><meta itemprop="interactionStatistic" content="UserLikes:%d"><span class="post-likes">%d Likes</span></div>') % (
            i + 1, who, who, dd[2], MONTHS.index(dd[1]) + 1, dd[0], dd[3], dd[4], dd[1], dd[0], dd[2], dd[3], dd[4], dd[5].lower(),
            dd[2], MONTHS.index(dd[1]) + 1, dd[0], dd[3], dd[4], i + 1, ps(paras), esc(t), r.randint(0, 9), r.randint(0, 9))
    posts = [one(0, "ann", start, body)]
    for i, (n, dd, cp, _) in enumerate(cs):
        posts.append(one(i + 1, n.lower().replace(" ", ""), dd, cp))
    related = ('<div id="related-topics" class="more-topics__list" role="complementary"><h3 id="related-topics-title" class="more-topics__list-title">Related topics</h3>'
               '<div class="topic-list-container"><table class="topic-list"><thead><tr><th>Topic</th><th></th><th class="replies">Replies</th><th class="views">Views</th><th>Activity</th></tr></thead><tbody>%s</tbody></table></div></div>'
               % "".join('<tr class="topic-list-item"><td class="main-link"><a href="/t/x/%d" class="title raw-link raw-topic-link">%s</a><div class="link-bottom-line"><a href="/c/%s/5" class="badge-wrapper bullet"><span class="badge-category clear-badge"><span class="category-name">%s</span></span></a></div></td>'
                         '<td class="posters"></td><td class="num posts">%d</td><td class="num views">%d</td><td class="num activity">%s %d</td></tr>'
                         % (200 + k, esc(o), cat.lower(), cat, r.randint(1, 40), r.randint(50, 900), MONTHS[r.randint(0, 11)][:3], r.randint(2012, 2020)) for k, o in enumerate(others)))
    return ('<div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a href="%s">%s</a></h1>'
            '<div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">'
            '<a href="/c/%s/5" class="badge-wrapper bullet" itemprop="item"><span class="badge-category-bg" style="background-color: #0088CC"></span>'
            '<span class="badge-category clear-badge"><span class="category-name" itemprop="name">%s</span></span></a><meta itemprop="position" content="1" /></span></div></div>'
            '%s%s<footer class="container wrap"><nav class="crawler-nav"><ul><li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/" itemprop="url">Home </a></span></li>'
            '<li><span itemprop="name"><a href="/categories" itemprop="url">Categories </a></span></li><li><span itemprop="name"><a href="/guidelines" itemprop="url">FAQ/Guidelines </a></span></li></ul></nav></footer>'
            '<footer id="noscript-footer"><p>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer></div>') % (
        SLUG[0], esc(t), cat.lower(), cat, "".join(posts), related)


def sina(r, t, body, cat, cs):
    """A Chinese news portal's story (Sina, 2012), in Chinese: the
    headline, the time and the source, the story's paragraphs each
    opening on two full-width spaces, a picture with its caption among
    them, the editor's line under them; then "related news" (titles and
    dates), the links to comment and share, "hot news" beside them.
    Readers' comments a script loads."""
    others = [(title(r), r.randint(1, 28)) for _ in range(5)]
    EXTRAS.extend([o[0] for o in others])
    editor = "\uff08\u7f16\u8f91\uff1a%s\uff09" % "".join(r.choice(KANJI) for _ in range(2))
    EXTRAS.append(editor)
    d = (r.choice([2011, 2012]), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))
    out, story = [], []
    for i, x in enumerate(body):
        out.append("<p>\u3000\u3000%s</p>" % esc(x))
        story.append(x)
        if i == 0 and len(body) > 2:
            cap = sentence(r, 5, 10)
            out.append('<div class="img_wrapper"><img src="http://i%d.sinaimg.cn/dy/%04d/%02d%02d/U%dP1T1D%dF1DT%04d%02d%02d%02d%02d00.jpg" alt="%s" title="%s" />'
                       '<span class="img_descr">%s</span></div>' % (r.randint(0, 3), d[0], d[1], d[2], r.randint(1000, 9999), r.randint(10 ** 7, 10 ** 8), d[0], d[1], d[2], d[3], d[4], esc(cap), esc(cap), esc(cap)))
            story.append(cap)
    STORY[:] = story
    related = ('<div class="blkComment otherContent_01"><div class="title">\u76f8\u5173\u65b0\u95fb</div><ul class="list_009">%s</ul></div>'
               % "".join('<li><a href="http://news.sina.com.cn/c/%d-%02d-%02d/%d.shtml" target="_blank">%s</a> <span>(%02d/%02d %02d:%02d)</span></li>'
                         % (d[0], d[1], o[1], r.randint(10 ** 8, 10 ** 9), esc(o[0]), d[1], o[1], r.randint(0, 23), r.randint(0, 59)) for o in others))
    tools = ('<div class="artical-player-wrap" id="sinashareto"><span class="bshare">\u5206\u4eab\u5230\uff1a</span>'
             '<a href="javascript:;" title="\u65b0\u6d6a\u5fae\u535a">\u5fae\u535a</a> <a href="javascript:;" title="QQ\u7a7a\u95f4">QQ\u7a7a\u95f4</a></div>'
             '<p class="comment_link"><a href="http://comment.news.sina.com.cn/comment/skin/default.html" target="_blank">\u6211\u8981\u8bc4\u8bba</a>'
             ' <span id="commentCount1">%d</span>\u6761\u8bc4\u8bba</p>') % len(cs)
    hot = ('<div class="side-btns-wrap"><div class="tit02"><h3>\u70ed\u70b9\u65b0\u95fb</h3></div><ul class="list_009">%s</ul></div>'
           % "".join('<li><a href="http://news.sina.com.cn/h/%d.shtml">%s</a></li>' % (k, esc(title(r))) for k in range(6)))
    return ('<div class="wrap"><div class="blkBreadcrumb"><a href="http://news.sina.com.cn/">\u65b0\u95fb\u4e2d\u5fc3</a> &gt; <a href="http://news.sina.com.cn/china/">%s</a> &gt; \u6b63\u6587</div>'
            '<div class="blkContainer"><div class="blkContainerPblk"><h1 id="artibodyTitle" pid="1" tid="1" did="%d" fid="1666">%s</h1>'
            '<div class="artInfo"><span id="pub_date">%d\u5e74%02d\u6708%02d\u65e5%02d:%02d</span>&nbsp;&nbsp;<span id="media_name"><a href="http://www.xinhuanet.com/" target="_blank">\u65b0\u534e\u7f51</a>&nbsp;</span></div>'
            '<div class="blkContainerSblk"><div class="blkContainerSblkCon BSHARE_POP" id="artibody">%s<p class="article-editor">%s</p></div></div>'
            '%s%s</div>%s</div></div>') % (
        esc(cat), r.randint(10 ** 8, 10 ** 9), esc(t), d[0], d[1], d[2], d[3], d[4], "\n".join(out), editor, tools, related, hot)


def wpdiscuz(r, t, body, cat, cs):
    """A WordPress blog of 2019 (Twenty Nineteen) with the wpDiscuz
    plugin's comments: the post's header and text, its tags, the
    author's bio, then wpDiscuz's form ("Subscribe", "Notify of", the
    field to write in) and its thread, each comment a box of an avatar,
    the author, a date a reader's clock tells ("3 years ago", no number
    of a year or a time), the text's paragraphs and the votes and
    "Reply", replies nested in their comment's box."""
    bio = sentence(r, 12, 20)
    EXTRAS.extend(["Notify of", bio])

    def ago(i):
        return r.choice(["%d years ago" % r.randint(2, 9), "%d months ago" % r.randint(2, 11), "%d days ago" % r.randint(2, 27)])

    def item(i, c):
        n, dd, cp, depth = c
        return ('<div id="wpd-comm-%d_0" class="comment even thread-even depth-%d wpd-comment wpd_comment_level-%d">'
                '<div class="wpd-comment-wrap wpd-blog-guest"><div class="wpd-avatar"><img alt="%s" src="/av/%d.png" class="avatar avatar-64 photo" height="64" width="64" loading="lazy"></div>'
                '<div class="wpd-comment-right"><div class="wpd-comment-header"><div class="wpd-comment-author">%s</div><div class="wpd-comment-date" title="%s">'
                '<i class="far fa-clock" aria-hidden="true"></i> %s</div><div class="wpd-comment-link wpd-hidden"><span wpd-tooltip="Comment Link" wpd-tooltip-position="left"><i class="fas fa-link" aria-hidden="true" data-wpd-clipboard="/p/#comment-%d"></i></span></div></div>'
                '<div class="wpd-comment-text">%s</div>'
                '<div class="wpd-comment-footer"><div class="wpd-vote"><div class="wpd-vote-up wpd_not_clicked"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 21h4V9H1v12z"/></svg></div>'
                '<div class="wpd-vote-result" title="%d">%d</div><div class="wpd-vote-down wpd_not_clicked wpd-dislike-hidden"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M15 3H6v12h4v8z"/></svg></div></div>'
                '<div class="wpd-reply-button"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z"/></svg><span>Reply</span></div>'
                '<div class="wpd-space"></div></div></div></div><div id="wpdiscuz_form_anchor-%d_0"></div>') % (
            100 + i, depth, depth, esc(n), i, esc(n), fmt_date(dd), ago(i), 100 + i, ps(cp), r.randint(0, 9), r.randint(0, 9), 100 + i)
    tree = ""
    for i, c in enumerate(cs):
        tree += item(i, c)
        nxt = cs[i + 1][3] if i + 1 < len(cs) else 1
        if not (nxt == 2 and c[3] == 1):
            tree += "</div>"
            if c[3] == 2 and nxt != 2:
                tree += "</div>"
    thread = ('<div class="wpdiscuz_top_clearing"></div><div id="comments" class="comments-area"><div id="respond" style="width: 0;height: 0;clear: both;margin: 0;padding: 0;"></div>'
              '<div id="wpdcom" class="wpdiscuz_unauth wpd-default wpd-layout-1 wpd-comments-open"><div class="wc_social_plugin_wrapper"></div>'
              '<div class="wpd-form-wrap"><div class="wpd-form-head"><div class="wpd-sbs-toggle"><i class="far fa-envelope"></i> <span class="wpd-sbs-title">Subscribe</span> <i class="fas fa-caret-down"></i></div>'
              '<div class="wpd-auth"><div class="wpd-login"></div></div></div><div class="wpdiscuz-subscribe-bar wpdiscuz-hidden"><form action="/wp-admin/admin-ajax.php?action=wpdAddSubscription" method="post" id="wpdiscuz-subscribe-form">'
              '<div class="wpdiscuz-subscribe-form-intro">Notify of </div><div class="wpdiscuz-subscribe-form-option" style="width:40%%;"><select class="wpdiscuz_select" name="wpdiscuzSubscriptionType"><option value="post">new follow-up comments</option><option value="all_comment">new replies to my comments</option></select></div>'
              '<div class="wpdiscuz-item wpdiscuz-subscribe-form-email"><input class="email" type="email" name="wpdiscuzSubscriptionEmail" required="required" value="" placeholder="Email"/></div><div class="wpdiscuz-subscribe-form-button"><input id="wpdiscuz_subscription_button" class="wpd-prim-button wpd_not_clicked" type="submit" value="&rsaquo;" name="wpdiscuz_subscription_button" /></div></form></div>'
              '<div class="wpd-form wpd-form-wrapper wpd-main-form-wrapper" id="wpd-main-form-wrapper-0_0"><form class="wpd_comm_form wpd_main_comm_form" method="post" enctype="multipart/form-data">'
              '<div class="wpd-field-comment"><div class="wpdiscuz-item wc-field-textarea"><div class="wpdiscuz-textarea-wrap "><div class="wpd-avatar"><img alt="guest" src="/av/guest.png" class="avatar avatar-56 photo" height="56" width="56" loading="lazy"></div>'
              '<div id="wpd-editor-wraper-0_0" style="display: none;"><textarea id="wc-textarea-0_0" required name="wc_comment" class="wc_comment wpd-field"></textarea></div></div></div></div></form></div></div>'
              '<div id="wpd-threads" class="wpd-thread-wrapper"><div class="wpd-thread-head"><div class="wpd-thread-info " data-comments-count="%d"><span class="wpdtc" title="%d">%d</span> Comments</div>'
              '<div class="wpd-space"></div><div class="wpd-thread-filter"><div class="wpd-filter wpdf-reacted wpd_not_clicked wpdiscuz-hidden" wpd-tooltip="Most reacted comment"><i class="fas fa-bolt"></i></div></div></div>'
              '<div class="wpd-comment-info-bar"><div class="wpd-current-view"><i class="fas fa-quote-left"></i> Inline Feedbacks </div><div class="wpd-filter-view-all">View all comments</div></div>'
              '<div class="wpd-thread-list">%s<div class="wpdiscuz-comment-pagination"></div></div></div></div></div><div id="wpdiscuz-loading-bar" class="wpdiscuz-loading-bar-unauth"></div>') % (
        len(cs), len(cs), len(cs), tree)
    d = date(r)
    tags = [word(r) for _ in range(3)]
    p = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s entry">'
         '<header class="entry-header"><h1 class="entry-title">%s</h1><div class="entry-meta"><span class="byline"><svg class="svg-icon" width="16" height="16" aria-hidden="true" role="img" focusable="false" viewBox="0 0 24 24"><path d="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4z"></path></svg>'
         '<span class="screen-reader-text">Posted by</span><span class="author vcard"><a class="url fn n" href="/author/ann/">Ann Lee</a></span></span>'
         '<span class="posted-on"><svg class="svg-icon" width="16" height="16" aria-hidden="true" role="img" focusable="false" viewBox="0 0 24 24"><path d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2z"></path></svg>'
         '<a href="%s" rel="bookmark"><time class="entry-date published" datetime="2019-03-05T10:14:00+00:00">%s %d, %d</time></a></span>'
         '<span class="comment-count"><a href="%s#comments">%d Comments</a></span></div></header>'
         '<div class="entry-content">%s</div><footer class="entry-footer"><span class="cat-links"><span class="screen-reader-text">Posted in</span><a href="/category/%s/" rel="category tag">%s</a></span>'
         '<span class="tags-links"><span class="screen-reader-text">Tags: </span>%s</span></footer>'
         '<div class="author-bio"><h2 class="author-title"><span class="author-heading">Published by Ann Lee</span></h2><p class="author-description">%s '
         '<a class="author-link" href="/author/ann/" rel="author">View more posts</a></p></div></article>') % (
        r.randint(100, 999), r.randint(100, 999), cat.lower(), esc(t), SLUG[0], d[1], d[0], d[2], SLUG[0], len(cs), ps(body), cat.lower(), cat,
        ", ".join('<a href="/tag/%s/" rel="tag">%s</a>' % (x, x) for x in tags), esc(bio))
    nav = ('<nav class="navigation post-navigation" role="navigation"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">'
           '<div class="nav-previous"><a href="/prev/" rel="prev"><span class="meta-nav" aria-hidden="true">Previous Post</span> <span class="screen-reader-text">Previous post:</span> <br/><span class="post-title">%s</span></a></div>'
           '<div class="nav-next"><a href="/next/" rel="next"><span class="meta-nav" aria-hidden="true">Next Post</span> <span class="screen-reader-text">Next post:</span> <br/><span class="post-title">%s</span></a></div></div></nav>') % (
        esc(title(r)), esc(title(r)))
    return ('<div id="content" class="site-content"><section id="primary" class="content-area"><main id="main" class="site-main">%s%s%s</main></section></div>'
            % (p, nav, thread))


def oldreddit(r, t, body, cat, cs):
    """A self post on Reddit's old design (2019), its feed's entry the
    post: the score's arrows, the title, "submitted 3 years ago by ann"
    (the date in the <time>'s title and datetime, its words a reader's
    clock), the post's text in a box of the class each comment's text
    has ("usertext-body" around "md"), its buttons; then "all N
    comments", each comment a thing of the post's own kind of markup:
    its line ("[-] bob 5 points 3 years ago"), its text, its buttons
    (permalink, embed, save, reply), its replies nested in it."""
    sub = cat.lower()
    pid = "%x" % r.getrandbits(24)

    def stamp(dd):
        mon = MONTHS.index(dd[1]) + 1
        h24 = dd[3] % 12 + (12 if dd[5] == "PM" else 0)
        wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][datetime.date(dd[2], mon, dd[0]).weekday()]
        return ('<time title="%s %s %d %02d:%02d:00 %d UTC" datetime="%d-%02d-%02dT%02d:%02d:00+00:00" class="live-timestamp">%s</time>' % (
            wd, dd[1][:3], dd[0], h24, dd[4], dd[2], dd[2], mon, dd[0], h24, dd[4],
            r.choice(["%d years ago" % r.randint(2, 9), "%d months ago" % r.randint(2, 11)])))

    def thing(i, c):
        n, dd, cp, depth = c
        who = n.lower().replace(" ", "")
        cid = "c%x" % (i + 1000)
        return ('<div class=" thing id-t1_%s noncollapsed comment " id="thing_t1_%s" data-fullname="t1_%s" data-type="comment" data-author="%s" data-subreddit="%s">'
                '<p class="parent"><a name="%s"></a></p><div class="midcol unvoted"><div class="arrow up login-required access-required" data-event-action="upvote" role="button" aria-label="upvote" tabindex="0"></div>'
                '<div class="arrow down login-required access-required" data-event-action="downvote" role="button" aria-label="downvote" tabindex="0"></div></div>'
                '<div class="entry unvoted"><p class="tagline"><a href="javascript:void(0)" class="expand" onclick="return togglecomment(this)">[&ndash;]</a>'
                '<a href="https://old.reddit.com/user/%s" class="author may-blank id-t2_%s">%s</a><span class="userattrs"></span> '
                '<span class="score unvoted" title="%d">%d points</span> %s&nbsp;<a href="javascript:void(0)" class="numchildren" onclick="return togglecomment(this)">(%d children)</a></p>'
                '<form action="#" class="usertext warn-on-unload" id="form-t1_%s"><input type="hidden" name="thing_id" value="t1_%s"/>'
                '<div class="usertext-body may-blank-within md-container "><div class="md">%s</div></div></form>'
                '<ul class="flat-list buttons"><li class="first"><a href="/r/%s/comments/%s/x/%s/" data-event-action="permalink" class="bylink" rel="nofollow">permalink</a></li>'
                '<li><a href="javascript:void(0)" data-kind="comment" data-event-action="embed">embed</a></li><li class="comment-save-button save-button login-required"><a href="javascript:void(0)">save</a></li>'
                '<li class="reply-button login-required"><a class="access-required" href="javascript:void(0)" data-event-action="comment">reply</a></li></ul>'
                '<div class="reportform report-t1_%s"></div></div><div class="child">') % (
            cid, cid, cid, who, sub, cid, who, who, who, r.randint(1, 40), r.randint(1, 40), stamp(dd), 0, cid, cid, ps(cp), sub, pid, cid, cid)
    tree = ""
    for i, c in enumerate(cs):
        tree += thing(i, c)
        nxt = cs[i + 1][3] if i + 1 < len(cs) else 1
        if nxt == 2 and c[3] == 1:
            tree += '<div id="siteTable_t1_x" class="sitetable listing">'
        else:
            tree += '</div><div class="clearleft"></div></div>'
            if c[3] == 2 and nxt != 2:
                tree += '</div></div><div class="clearleft"></div></div>'
    start = cs[0][1] if cs else date(r)
    post = ('<div class=" thing id-t3_%s odd link self" id="thing_t3_%s" data-fullname="t3_%s" data-type="link" data-author="ann" data-subreddit="%s">'
            '<p class="parent"></p><span class="rank"></span><div class="midcol unvoted"><div class="arrow up login-required access-required" data-event-action="upvote" role="button" aria-label="upvote" tabindex="0"></div>'
            '<div class="score unvoted" title="%d">%d</div><div class="arrow down login-required access-required" data-event-action="downvote" role="button" aria-label="downvote" tabindex="0"></div></div>'
            '<div class="entry unvoted"><div class="top-matter"><p class="title"><a class="title may-blank " data-event-action="title" href="%s" tabindex="1">%s</a> '
            '<span class="domain">(<a href="/r/%s/">self.%s</a>)</span></p><p class="tagline ">submitted %s by <a href="https://old.reddit.com/user/ann" class="author may-blank id-t2_ann">ann</a>'
            '<span class="userattrs"></span> to <a href="https://old.reddit.com/r/%s/" class="subreddit hover may-blank">r/%s</a></p></div>'
            '<div class="expando"><form action="#" class="usertext warn-on-unload" id="form-t3_%s"><input type="hidden" name="thing_id" value="t3_%s"/>'
            '<div class="usertext-body may-blank-within md-container "><div class="md">%s</div></div></form></div>'
            '<ul class="flat-list buttons"><li class="first"><a href="%s" data-event-action="comments" class="bylink comments may-blank" rel="nofollow">%d comments</a></li>'
            '<li class="share"><a class="post-sharing-button" href="javascript: void 0;">share</a></li><li class="link-save-button save-button login-required"><a href="#">save</a></li>'
            '<li><form action="/post/hide" method="post" class="state-button hide-button"><input type="hidden" name="executed" value="hidden" /><span><a href="javascript:void(0)" data-event-action="hide">hide</a></span></form></li>'
            '<li class="report-button login-required"><a href="javascript:void(0)" class="reportbtn access-required" data-event-action="report">report</a></li></ul></div><div class="child"></div><div class="clearleft"></div></div>') % (
        pid, pid, pid, sub, r.randint(2, 900), r.randint(2, 900), SLUG[0], esc(t), sub, sub, stamp(start), sub, sub, pid, pid, ps(body), SLUG[0], len(cs))
    area = ('<div class="commentarea"><div class="panestack-title"><span class="title">all %d comments</span></div>'
            '<div class="menuarea"><div class="spacer"><span class="dropdown-title lightdrop">sorted by: </span><div class="dropdown lightdrop"><span class="selected">best</span></div></div></div>'
            '<div class="sitetable nestedlisting" id="siteTable_t3_%s">%s</div></div>') % (len(cs), pid, tree)
    side = ('<div class="side"><div class="spacer"><div class="titlebox"><h1 class="hover redditname"><a href="/r/%s/" class="hover">%s</a></h1>'
            '<span class="subscribe-button fancy-toggle-button toggle"><a class="option active add login-required" href="#">join</a></span>'
            '<div class="usertext-body may-blank-within md-container "><div class="md"><p>%s</p></div></div></div></div></div>') % (sub, sub, esc(sentence(r, 10, 16)))
    return '%s<div class="content" role="main"><div class="sitetable linklisting" id="siteTable">%s</div>%s</div>' % (side, post, area)


# Five more platforms, written after every rule above and before any
# run of them, to judge the rules on markup they were not made on: a
# food blog with WP Recipe Maker's card, a list post of the BuzzFeed
# kind, Habr in Russian, a static site's bare page and a newspaper of
# 2004 laid out in tables.
# an ingredient's amount and the units that go with it, as a recipe
# writes them
AMOUNTS = [("1", ["cup", "tablespoon", "teaspoon", "lb", "can", "pinch", "large", ""]),
           ("2", ["cups", "tablespoons", "teaspoons", "cloves", "large", "oz", ""]),
           ("3", ["cups", "tablespoons", "cloves", ""]), ("4", ["oz", "cloves", ""]),
           ("\u00bd", ["cup", "teaspoon", "tablespoon", "lb"]), ("\u00bc", ["cup", "teaspoon"]),
           ("\u00be", ["cup"]), ("\u2153", ["cup"]), ("1 \u00bd", ["cups", "teaspoons", "lb"]),
           ("2 \u00bd", ["cups"]), ("100", ["g", "ml"]), ("200", ["g", "ml"]), ("250", ["g", "ml"]),
           ("500", ["g", "ml"])]
COURSES = ["Main Course", "Dinner", "Dessert", "Breakfast", "Side Dish", "Appetizer", "Snack", "Soup"]
STAR = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px" width="16px" height="16px" viewBox="0 0 24 24">'
        '<polygon fill="#343434" stroke="#343434" stroke-width="2" stroke-linecap="square" stroke-miterlimit="10" '
        'points="12,2.6 15,9 21.4,9 16.7,13.9 18.6,21.4 12,17.6 5.4,21.4 7.3,13.9 2.6,9 9,9"/></svg>')


def wprm_card(r, rid, name, summary, groups, steps, notes):
    """WP Recipe Maker's recipe card (2023): the picture, the name, the
    stars and "4.86 from 7 votes", the summary, "Print Recipe" and "Pin
    Recipe", the times, course and cuisine, servings and calories, the
    equipment at times, the ingredients (each li its amount, unit, name
    and notes in spans, in groups under names at times), the
    instructions, the notes, the nutrition line and the call to action
    ("Tried this recipe?")."""
    handle = "".join(BLOG[0].lower().split()[:2])
    premium = random.Random(BLOG[0] + " wprm").random() < 0.5
    rating = '<div class="wprm-recipe-rating wprm-recipe-rating-recipe-%d">%s<div class="wprm-recipe-rating-details wprm-block-text-normal">' \
             '<span class="wprm-recipe-rating-average">%.2f</span> from <span class="wprm-recipe-rating-count">%d</span> votes</div></div>' % (
                 rid, "".join('<span class="wprm-rating-star wprm-rating-star-%d wprm-rating-star-full" data-rating="%d" data-color="#343434">%s</span>' % (k, k, STAR)
                              for k in range(1, 6)), r.uniform(4.3, 5.0), r.randint(3, 90))

    def meta(kind, label, value, unit=""):
        return ('<div class="wprm-recipe-block-container wprm-recipe-block-container-columns wprm-block-text-normal wprm-recipe-%s-container">'
                '<span class="wprm-recipe-details-label wprm-block-text-faded wprm-recipe-%s-label">%s </span>'
                '<span class="wprm-recipe-%s wprm-recipe-details wprm-block-text-normal">%s</span>%s</div>') % (
            kind, kind, label, kind, value,
            ' <span class="wprm-recipe-details-unit wprm-recipe-%s-unit wprm-block-text-normal">%s</span>' % (kind, unit) if unit else "")
    times = "".join(meta("%s-time" % k.lower(), "%s Time" % k, '%d<span class="sr-only screen-reader-text wprm-screen-reader-text"> minutes</span>' % m, "mins")
                    for k, m in [("Prep", r.choice([10, 15, 20, 30])), ("Cook", r.choice([15, 25, 40, 60])), ("Total", r.choice([45, 55, 70, 90]))]
                    if k != "Cook" or r.random() < 0.9)
    tags = meta("course", "Course", r.choice(COURSES)) + meta("cuisine", "Cuisine", esc(LEXICON[r.randrange(len(LEXICON))].title())) + (
        meta("keyword", "Keyword", esc(", ".join(word(r) for _ in range(3)))) if r.random() < 0.6 else "")
    serves = r.choice([2, 4, 6, 8, 12])
    details = (meta("servings", "Servings", '<span class="wprm-recipe-servings-%d wprm-recipe-servings-adjustable-tooltip" data-recipe="%d" aria-label="Adjust recipe servings">%d</span>' % (rid, rid, serves), "servings")
               + meta("calories", "Calories", str(r.randint(90, 700)), "kcal") + meta("author", "Author", "Ann Lee"))
    equipment = ""
    if r.random() < 0.4:
        equipment = ('<div class="wprm-recipe-equipment-container wprm-block-text-normal" data-recipe="%d"><h3 class="wprm-recipe-header wprm-recipe-equipment-header wprm-block-text-bold wprm-align-left wprm-header-decoration-none">Equipment</h3>'
                     '<ul class="wprm-recipe-equipment wprm-recipe-equipment-list">%s</ul></div>') % (rid, "".join(
                         '<li class="wprm-recipe-equipment-item" style="list-style-type: disc;"><div class="wprm-recipe-equipment-name"><a href="https://shop.example/dp/%d?tag=%s-20" class="wprm-recipe-equipment-link" target="_blank" rel="nofollow sponsored">%s</a></div></li>'
                         % (r.randint(10 ** 6, 10 ** 7), handle, esc(" ".join(word(r) for _ in range(2)).title())) for _ in range(r.randint(1, 3))))
    box = '<span class="wprm-checkbox-container"><input type="checkbox" id="wprm-checkbox-%d" class="wprm-checkbox" aria-label="&nbsp;"><label for="wprm-checkbox-%d" class="wprm-checkbox-label"><span class="sr-only screen-reader-text wprm-screen-reader-text">&#9634; </span></label></span>'
    ings, k = [], 0
    for gname, items in groups:
        lis = []
        for amount, unit, iname, inote in items:
            spans = [('amount', amount), ('unit', unit), ('name', iname), ('notes wprm-recipe-ingredient-notes-faded', inote)]
            lis.append('<li class="wprm-recipe-ingredient" style="list-style-type: disc;" data-uid="%d">%s%s</li>' % (
                k, box % (k, k) if premium else "", "&#32;".join('<span class="wprm-recipe-ingredient-%s">%s</span>' % (c, esc(v)) for c, v in spans if v)))
            k += 1
        ings.append('<div class="wprm-recipe-ingredient-group">%s<ul class="wprm-recipe-ingredients">%s</ul></div>' % (
            '<h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name wprm-block-text-bold">%s</h4>' % esc(gname) if gname else "", "".join(lis)))
    mult = ('<div class="wprm-recipe-adjustable-servings-container wprm-recipe-adjustable-servings-%d-container wprm-toggle-container wprm-block-text-normal">'
            '<button href="#" class="wprm-recipe-adjustable-servings wprm-toggle wprm-toggle-active" data-multiplier="1" data-servings="%d" data-recipe="%d" aria-label="Adjust servings by 1x">1x</button>'
            '<button href="#" class="wprm-recipe-adjustable-servings wprm-toggle" data-multiplier="2" data-servings="%d" data-recipe="%d" aria-label="Adjust servings by 2x">2x</button>'
            '<button href="#" class="wprm-recipe-adjustable-servings wprm-toggle" data-multiplier="3" data-servings="%d" data-recipe="%d" aria-label="Adjust servings by 3x">3x</button></div>') % (
        rid, serves, rid, serves, rid, serves, rid) if premium else ""
    nutrition = '<span style="color: #777777"><span class="wprm-nutrition-label-text-nutrition-separator"> | </span></span>'.join(
        '<span class="wprm-nutrition-label-text-nutrition-container wprm-nutrition-label-text-nutrition-container-%s"><span class="wprm-nutrition-label-text-nutrition-label wprm-block-text-faded">%s: </span>'
        '<span class="wprm-nutrition-label-text-nutrition-value">%d</span><span class="wprm-nutrition-label-text-nutrition-unit">%s</span></span>' % (n.lower(), n, v, u)
        for n, v, u in [("Calories", r.randint(90, 700), "kcal"), ("Carbohydrates", r.randint(2, 80), "g"), ("Protein", r.randint(1, 40), "g"),
                        ("Fat", r.randint(1, 40), "g"), ("Sodium", r.randint(50, 900), "mg"), ("Fiber", r.randint(0, 9), "g"), ("Sugar", r.randint(0, 30), "g")])
    header = lambda kind, label, extra="": (
        '<div class="wprm-recipe-%s-header-container"><h3 class="wprm-recipe-header wprm-recipe-%s-header wprm-block-text-bold wprm-align-left wprm-header-decoration-none wprm-header-has-actions">%s%s</h3></div>' % (
            kind, kind, label, extra))
    return ('<div id="recipe"></div><div id="wprm-recipe-container-%d" class="wprm-recipe-container" data-recipe-id="%d" data-servings="%d">'
            '<div class="wprm-recipe wprm-recipe-template-%s-recipe-card"><div class="wprm-container-float-right"><div class="wprm-recipe-image wprm-block-image-rounded">'
            '<img style="border-width: 0px;border-style: solid;border-color: #666666;border-radius: 3px;" width="200" height="200" src="/wp-content/uploads/2023/05/r%d-200x200.jpg" class="attachment-200x200 size-200x200" alt="" decoding="async" /></div></div>'
            '<h2 class="wprm-recipe-name wprm-block-text-bold">%s</h2>%s<div class="wprm-spacer" style="height: 5px"></div>'
            '<div class="wprm-recipe-summary wprm-block-text-normal"><span style="display: block;">%s</span></div>'
            '<a href="/wprm_print/%d" style="color: #333333;" class="wprm-recipe-print wprm-recipe-link wprm-print-recipe-shortcode wprm-block-text-normal" data-recipe-id="%d" data-template="" target="_blank" rel="nofollow">'
            '<span class="wprm-recipe-icon wprm-recipe-print-icon"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24"><g><path d="M19,5.09V1c0-0.552-0.448-1-1-1H6C5.448,0,5,0.448,5,1v4.09"/></g></svg></span> Print Recipe</a>'
            '<a href="https://www.pinterest.com/pin/create/bookmarklet/?url=%s&amp;media=/wp-content/uploads/2023/05/r%d.jpg" style="color: #333333;" class="wprm-recipe-pin wprm-recipe-link wprm-block-text-normal" target="_blank" rel="nofollow noopener" data-recipe="%d">'
            '<span class="wprm-recipe-icon wprm-recipe-pin-icon"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24"><g><path d="M12,0C5.4,0,0,5.4,0,12"/></g></svg></span> Pin Recipe</a>'
            '<div class="wprm-recipe-meta-container wprm-recipe-times-container wprm-recipe-details-container wprm-recipe-details-container-columns wprm-block-text-normal">%s</div>'
            '<div class="wprm-recipe-meta-container wprm-recipe-tags-container wprm-recipe-details-container wprm-recipe-details-container-columns wprm-block-text-normal">%s</div>'
            '<div class="wprm-recipe-meta-container wprm-recipe-custom-container wprm-recipe-details-container wprm-recipe-details-container-columns wprm-block-text-normal">%s</div>%s'
            '<div class="wprm-recipe-ingredients-container wprm-recipe-%d-ingredients-container wprm-block-text-normal wprm-ingredient-style-regular" data-recipe="%d" data-servings="%d">%s%s</div>'
            '<div class="wprm-recipe-instructions-container wprm-recipe-%d-instructions-container wprm-block-text-normal" data-recipe="%d">%s<div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions">%s</ul></div></div>'
            '%s<h3 class="wprm-recipe-header wprm-recipe-nutrition-header wprm-block-text-bold wprm-align-left wprm-header-decoration-none">Nutrition</h3>'
            '<div class="wprm-nutrition-label-container wprm-nutrition-label-container-simple wprm-block-text-normal" style="text-align: left;">%s</div>'
            '<div class="wprm-call-to-action wprm-call-to-action-simple" style="color: #ffffff;background-color: #616161;margin: 0px;padding-top: 10px;padding-bottom: 10px;">'
            '<span class="wprm-recipe-icon wprm-call-to-action-icon"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><g><path fill="#ffffff" d="M15.6,3.4"/></g></svg></span> '
            '<span class="wprm-call-to-action-text-container"><span class="wprm-call-to-action-header" style="color: #ffffff;">Tried this recipe?</span>'
            '<span class="wprm-call-to-action-text">Mention <a href="https://www.instagram.com/%s" target="_blank" rel="noreferrer noopener" style="color: #ffffff">@%s</a> or tag '
            '<a href="https://www.instagram.com/explore/tags/%s" target="_blank" rel="noreferrer noopener" style="color: #ffffff">#%s</a>!</span></span></div></div></div>') % (
        rid, rid, serves, r.choice(["kadence", "simple", "chic"]), rid, esc(name), rating, esc(summary), rid, rid, SLUG[0], rid, rid,
        times, tags, details, equipment, rid, rid, serves, header("ingredients", "Ingredients", mult), "".join(ings),
        rid, rid, header("instructions", "Instructions"),
        "".join('<li id="wprm-recipe-%d-step-0-%d" class="wprm-recipe-instruction" style="list-style-type: decimal;"><div class="wprm-recipe-instruction-text" style="margin-bottom: 5px;">'
                '<span style="display: block;">%s</span></div></li>' % (rid, i, esc(s)) for i, s in enumerate(steps)),
        '<div class="wprm-recipe-notes-container wprm-block-text-normal">%s<div class="wprm-recipe-notes">%s</div></div>' % (
            header("notes", "Notes"), "".join('<span style="display: block;">%s</span>' % esc(x) for x in notes)) if notes else "",
        nutrition, handle, handle, handle, handle)


def recipe(r, t, body, cat, cs):
    """A food blog on WordPress (Kadence, 2023) with WP Recipe Maker: the
    breadcrumbs, the category, the headline and the meta line; in the
    entry content "Jump to Recipe" and "Print Recipe" buttons, the
    affiliate disclosure, the story (paragraphs under h2 headings of
    their sections, a list of "Name: line" items at times, pictures,
    some with a caption, an advertisement's empty slot), then the recipe
    card (see wprm_card()), Jetpack's share bar; after the entry the
    tags, the posts before and after, "Similar Posts" and WordPress's
    comments, most with the reader's stars of the recipe, the form to
    rate it ("Recipe Rating") before or after them.  The truth: the
    story's paragraphs, its headings, list items and captions, then the
    recipe's name (a heading in the article), its summary, each
    ingredient group's name, each ingredient's line ("2 cups name
    notes"), each instruction and each line of the notes; not the times,
    servings, equipment (products for sale), nutrition nor any label or
    button."""
    rid = r.randint(1000, 99999)
    form_first = random.Random(BLOG[0] + " form").random() < 0.4
    disclosure = "This post may contain affiliate links. Please read my disclosure policy."
    EXTRAS.append("This post may contain affiliate links")
    out, story = [], []

    def picture(cap):
        n = r.randint(1, 999)
        return ('<figure class="wp-block-image size-full"><img decoding="async" loading="lazy" width="1200" height="1800" src="/wp-content/uploads/2023/05/%s-%d.jpg" '
                'alt="%s" class="wp-image-%d" data-pin-description="%s" data-pin-title="%s"/>%s</figure>') % (
            SLUG[0].strip("/").split(".")[0][:30], n, esc(t.lower()), n, esc(t), esc(t),
            '<figcaption class="wp-element-caption">%s</figcaption>' % esc(cap) if cap else "")
    for i, x in enumerate(body):
        if i > 0 and (i == 2 or r.random() < 0.3):
            h = title(r)
            out.append('<h2 class="wp-block-heading" id="h-%s">%s</h2>' % (h.lower().replace(" ", "-"), esc(h)))
            story.append(h)
        out.append("<p>%s</p>" % esc(x))
        story.append(x)
        if i == 1 and len(body) > 3 and r.random() < 0.6:
            items = [(LEXICON[r.randrange(len(LEXICON))].title(), sentence(r, 6, 16)) for _ in range(r.randint(3, 6))]
            out.append('<ul class="wp-block-list">%s</ul>' % "".join('<li><strong>%s:</strong> %s</li>' % (esc(a), esc(b)) for a, b in items))
            story.extend("%s: %s" % (a, b) for a, b in items)
        if r.random() < 0.4 or i == 0:
            cap = sentence(r, 5, 12) if r.random() < 0.4 else None
            out.append(picture(cap))
            if cap:
                story.append(cap)
        if i == 2 and len(body) > 4:
            out.append('<div class="adthrive-ad adthrive-content adthrive-content-1 adthrive-ad-cls" data-google-query-id="%x" style="min-height: 250px;"></div>' % r.getrandbits(40))
    name = title(r)
    summary = sentence(r, 10, 24)
    groups = []
    for g in range(r.choice([1, 1, 1, 2])):
        gname = ("For the " + LEXICON[r.randrange(len(LEXICON))]) if r.random() < 0.5 or g > 0 else ""
        items = []
        for _ in range(r.randint(3, 10)):
            amount, units = r.choice(AMOUNTS)
            nm = " ".join(LEXICON[int(len(LEXICON) * r.random() ** 2)] + ("-ish" if r.random() < 0.1 else "") for _ in range(r.choice([1, 1, 2])))
            note = r.choice(["", "", "", word(r), "(%s)" % " ".join(word(r) for _ in range(2)), "%s %s" % (word(r), word(r))])
            items.append((amount, r.choice(units), nm, note))
        groups.append((gname, items))
    steps = [" ".join(sentence(r, 6, 18) for _ in range(r.choice([1, 1, 2, 3]))) for _ in range(r.randint(3, 9))]
    notes = [sentence(r, 8, 20) for _ in range(r.choice([0, 1, 1, 2, 3]))]
    story += [name, summary]
    for gname, items in groups:
        story += ([gname] if gname else []) + [" ".join(v for v in it if v) for it in items]
    story += steps + notes
    STORY[:] = story
    card = wprm_card(r, rid, name, summary, groups, steps, notes)
    snippet = ('<div class="wprm-recipe-snippet wprm-recipe-snippet-container" data-recipe-id="%d" data-servings="4">'
               '<a href="#recipe" data-recipe="%d" style="color: #ffffff;background-color: #333333;border-color: #333333;border-radius: 3px;padding: 5px 8px;" class="wprm-recipe-jump wprm-recipe-link wprm-jump-to-recipe-shortcode wprm-block-text-normal wprm-recipe-jump-inline-button wprm-recipe-link-inline-button wprm-color-accent">'
               '<span class="wprm-recipe-icon wprm-recipe-jump-icon"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24"><g><path d="M9,2l6,0l0,12l5,0l-8,8l-8-8l5,0Z"/></g></svg></span> Jump to Recipe</a> '
               '<a href="/wprm_print/%d" style="color: #ffffff;background-color: #333333;border-color: #333333;border-radius: 3px;padding: 5px 8px;" class="wprm-recipe-print wprm-recipe-link wprm-print-recipe-shortcode wprm-block-text-normal wprm-recipe-print-inline-button wprm-recipe-link-inline-button wprm-color-accent" data-recipe-id="%d" data-template="" target="_blank" rel="nofollow">'
               '<span class="wprm-recipe-icon wprm-recipe-print-icon"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24"><g><path d="M19,5.09V1"/></g></svg></span> Print Recipe</a></div>') % (rid, rid, rid, rid)
    share = ('<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">Share this:</h3><div class="sd-content"><ul>'
             + "".join('<li class="share-%s"><a rel="nofollow noopener noreferrer" data-shared="sharing-%s-%d" class="share-%s sd-button share-icon" href="%s?share=%s" target="_blank" title="Click to share on %s"><span>%s</span></a></li>'
                       % (n.lower(), n.lower(), rid, n.lower(), SLUG[0], n.lower(), n, n) for n in ["Pinterest", "Facebook", "Twitter", "Email"])
             + '<li class="share-end"></li></ul></div></div></div>')
    before, after = title(r), title(r)
    similar = [title(r) for _ in range(3)]
    EXTRAS.extend(["Tried this recipe?", before, after] + similar)

    def item(i, c):
        n, dd, cp, depth = c
        stars = r.choice([5, 5, 5, 4, 3, 0]) if depth == 1 else 0
        rate = ('<p><img class="wprm-comment-rating" src="/wp-content/plugins/wp-recipe-maker/assets/icons/rating/stars-%d.svg" alt="%d stars" width="80" height="16" /><br />' % (stars, stars)) if stars else "<p>"
        text = rate + esc(cp[0]) + "</p>" + ps(cp[1:])
        return ('<li id="comment-%d" class="comment even thread-even depth-%d"><article id="div-comment-%d" class="comment-body">'
                '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/av/%d.png" class="avatar avatar-60 photo" height="60" width="60" loading="lazy" decoding="async"/>'
                '<b class="fn">%s</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="%s#comment-%d"><time datetime="2023-05-02T10:00:00-05:00">%s</time></a></div></footer>'
                '<div class="comment-content">%s</div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#comment-%d" data-commentid="%d" data-postid="%d" data-belowelement="div-comment-%d" data-respondelement="respond" aria-label="Reply to %s">Reply</a></div></article>') % (
            1000 + i, depth, 1000 + i, i, esc(n), SLUG[0], 1000 + i, fmt_date(dd), text, 1000 + i, 1000 + i, rid, 1000 + i, esc(n))
    form = ('<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Comment <small><a rel="nofollow" id="cancel-comment-reply-link" href="%s#respond" style="display:none;">Cancel reply</a></small></h3>'
            '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> '
            '<span class="required-field-message">Required fields are marked <span class="required">*</span></span></p>'
            '<div class="comment-form-wprm-rating"><label for="wprm-comment-rating-%d">Recipe Rating</label> <span class="wprm-rating-stars"><fieldset class="wprm-comment-ratings-container" data-original-rating="0" data-current-rating="0">'
            '<legend>Recipe Rating</legend>%s</fieldset></span></div>'
            '<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>'
            '<p class="comment-form-author"><label for="author">Name <span class="required">*</span></label><input id="author" name="author" type="text" value="" size="30" required /></p>'
            '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /></p></form></div>') % (
        SLUG[0], rid, "".join('<input aria-label="Rate this recipe %d out of 5 stars" name="wprm-comment-rating" value="%d" type="radio" /><span aria-hidden="true">%s</span>' % (k, k, STAR) for k in range(1, 6)))
    thread = ('<h3 class="comments-title">%d Comments</h3><ol class="comment-list">%s</ol>' % (len(cs), nest(cs, item))) if cs else ""
    d = date(r)
    art = ('<article id="post-%d" class="entry content-bg single-entry post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s">'
           '<div class="entry-content-wrap"><header class="entry-header post-title title-align-inherit title-tablet-align-inherit title-mobile-align-inherit">'
           '<nav id="kadence-breadcrumbs" aria-label="Breadcrumbs" class="kadence-breadcrumbs"><div class="kadence-breadcrumb-container"><span><a href="/" itemprop="url" class="kadence-bc-home"><span>Home</span></a></span> '
           '<span class="bc-delimiter">/</span> <span><a href="/category/%s/" itemprop="url"><span>%s</span></a></span></div></nav>'
           '<div class="entry-taxonomies"><span class="category-links term-links category-style-normal"><a href="/category/%s/" rel="tag">%s</a></span></div>'
           '<h1 class="entry-title">%s</h1><div class="entry-meta entry-meta-divider-dot"><span class="posted-by"><span class="meta-label">By</span><span class="author vcard"><a class="url fn n" href="/author/ann/">Ann Lee</a></span></span>'
           '<span class="posted-on"><time class="entry-date published" datetime="2023-05-02T10:00:00-05:00">%s %d, %d</time></span>'
           '<span class="meta-comments"><a class="meta-comments-link anchor-scroll" href="#comments">%d Comments</a></span></div></header>'
           '<div class="entry-content single-content">%s<p class="has-small-font-size"><em>%s</em></p>%s%s%s</div>'
           '<footer class="entry-footer"><div class="entry-tags"><span class="tags-links"><span class="tags-label screen-reader-text">Post Tags:</span>%s</span></div></footer></div></article>') % (
        rid, rid, cat.lower(), cat.lower(), cat, cat.lower(), cat, esc(t), d[1], d[0], d[2], len(cs), snippet,
        disclosure.replace("disclosure policy", '<a href="/disclosure-policy/">disclosure policy</a>'), "\n".join(out), card, share,
        "".join('<a href="/tag/%s/" title="%s" class="tag-link tag-item-%s" rel="tag"><span class="tag-hash">#</span>%s</a>' % (w, w, w, w) for w in [word(r), word(r)]))
    nav = ('<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">'
           '<div class="nav-previous"><a href="/p1/" rel="prev"><div class="post-navigation-sub"><small><span class="kadence-svg-iconset svg-baseline"><svg aria-hidden="true" class="kadence-svg-icon kadence-arrow-left-alt-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="29" height="28" viewBox="0 0 29 28"><path d="M28 12.5v3"></path></svg></span>Previous</small></div>%s</a></div>'
           '<div class="nav-next"><a href="/p2/" rel="next"><div class="post-navigation-sub"><small>Next<span class="kadence-svg-iconset svg-baseline"><svg aria-hidden="true" class="kadence-svg-icon kadence-arrow-right-alt-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="27" height="28" viewBox="0 0 27 28"><path d="M27 13.953"></path></svg></span></small></div>%s</a></div></div></nav>') % (
        esc(before), esc(after))
    rel = ('<div class="entry-related alignfull entry-related-style-wide"><div class="entry-related-inner content-container site-container"><div class="entry-related-inner-content alignwide">'
           '<h2 class="entry-related-title">Similar Posts</h2><div class="entry-related-carousel kadence-slide-init splide" data-columns-xxl="3" data-columns-xl="3"><div class="splide__track"><ul class="splide__list kadence-posts-list grid-cols">%s</ul></div></div></div></div></div>') % "".join(
        '<li class="entry-list-item carousel-item splide__slide"><article class="entry content-bg loop-entry post-%d post type-post"><a class="post-thumbnail kadence-thumbnail-ratio-2-3" href="/s%d/"><div class="post-thumbnail-inner">'
        '<img width="300" height="450" src="/wp-content/uploads/2023/04/s%d-300x450.jpg" alt="" loading="lazy"/></div></a><div class="entry-content-wrap"><header class="entry-header"><h3 class="entry-title"><a href="/s%d/" rel="bookmark">%s</a></h3></header></div></article></li>'
        % (k, k, k, k, esc(x)) for k, x in enumerate(similar))
    comm = '<div id="comments" class="comments-area">%s</div>' % (form + thread if form_first else thread + form)
    return ('<div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main"><div class="content-wrap">%s%s</div>%s%s</main></div></div>'
            % (art, nav, rel, comm))


def listicle(r, t, body, cat, cs):
    """A list post of the BuzzFeed kind (2019): a badge, the headline,
    the dek under it (the feed's teaser), the byline ("Staff" or
    "Community Contributor") and its time, the share bar, the intro's
    paragraph or two in a text subbuzz, then the list: each item a
    subbuzz of a heading ("1." in a span, then its line), a picture with
    its credit ("Instagram: @name", "Getty Images") or an embedded tweet
    (its text, "&mdash; Name (@handle) March 3, 2019"), at times a
    paragraph; ads' wireframes ("Advertisement") between every few
    items and a newsletter's box after a third of them; after the list
    the reactions' buttons, "More on this" and "Trending" cards (titles
    and descriptions).  The comments are a script's.  The truth: the
    dek, the intro, each item's number and line, its paragraph, the
    tweet's text (a reader reads it); not the tweet's line of who and
    when nor the credits (small print)."""
    dek = sentence(r, 8, 18)
    TEASER.append(dek)
    intro = body[:2] if len(body) > 3 else body[:1]
    rest = list(body[len(intro):])
    n = max(len(rest), r.randint(5, 16))
    with_text = set(r.sample(range(n), len(rest)))
    story = list(intro)
    items = []
    for i in range(n):
        head = sentence(r, 4, 14)
        if r.random() < 0.4:
            head = head[:-1] + ":"
        text = rest.pop(0) if i in with_text else (sentence(r, 6, 20) if r.random() < 0.25 else None)
        tweet = None
        if r.random() < 0.2:
            who = r.choice(NAMES[:10])
            tweet = (sentence(r, 5, 20), who, LEXICON[r.randrange(len(LEXICON))] + str(r.randint(1, 99)))
        items.append((head, text, tweet))
        story.append("%d. %s" % (i + 1, head))
        if tweet:
            story.append(tweet[0])
        if text:
            story.append(text)
    STORY[:] = story
    promo = "Want the week's best lists in your inbox? Sign up for our newsletter!"
    cards = [(title(r), sentence(r, 8, 14)) for _ in range(6)]
    EXTRAS.extend(["Advertisement", promo, "What's your reaction?"] + [x for c in cards for x in c])

    def credit():
        h = LEXICON[r.randrange(len(LEXICON))]
        return r.choice(["Instagram: @%s" % h, "Twitter: @%s" % h, "Reddit: u/%s" % h, "Getty Images", "Ann Lee / Staff", "@%s / Via tiktok.com" % h])

    def ad(k):
        return ('<div class="js-ad-placement ad-inline xs-mb4 xs-relative" data-bfa="@l:Inline-Ad-%d;"><div class="ad-wireframe-wrapper">'
                '<div class="ad-wireframe-text js-ad-wireframe-text xs-text-6 text-gray-lighter xs-mb05">Advertisement</div>'
                '<div class="ad-wireframe ad-wireframe--inline xs-flex xs-flex-justify-center"><div class="ad-slot js-ad-slot js-ad-slot-story%d" id="div-gpt-ad-story%d" data-module="ad-story"></div></div></div></div>') % (k, k, k)
    subs = ['<div class="subbuzz subbuzz-text xs-mb4 xs-relative" id="mod-subbuzz-text-1" data-module="subbuzz-text" data-keywords="">%s</div>' % ps(intro)]
    for i, (head, text, tweet) in enumerate(items):
        kind = "tweet" if tweet else "image"
        h2 = ('<h2 class="subbuzz__title xs-mb1 bold xs-text-2 sm-text-1"><span class="subbuzz__number">%d.</span> <span class="js-subbuzz__title-text">%s</span></h2>' % (i + 1, esc(head)))
        if tweet:
            d = date(r)
            pic = r.random() < 0.4
            media = ('<div class="subbuzz-tweet__container js-subbuzz-tweet__container"><div class="subbuzz-tweet js-subbuzz-tweet" data-tweet-id="%d">'
                     '<blockquote class="twitter-tweet" data-dnt="true" data-conversation="none" data-lang="en"><p lang="en" dir="ltr">%s%s</p>&mdash; %s (@%s) '
                     '<a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%s %d, %d</a></blockquote></div></div>'
                     '<div class="subbuzz__attribution js-subbuzz__attribution xs-text-6 xs-mt05 xs-mb1 text-gray-lighter"><a href="https://twitter.com/%s/status/%d" target="_blank" rel="nofollow">Twitter: @%s</a></div>') % (
                r.getrandbits(50), esc(tweet[0]), ' <a href="https://t.co/%x">pic.twitter.com/%x</a>' % ((r.getrandbits(30),) * 2) if pic else "",
                esc(tweet[1]), tweet[2], tweet[2], r.getrandbits(50), d[1], d[0], d[2], tweet[2], r.getrandbits(50), tweet[2])
        else:
            k = r.getrandbits(32)
            media = ('<div class="subbuzz__media"><div class="subbuzz__media-image-container js-progressive-image-container" style="padding-top:%d%%">'
                     '<img alt="" class="img-nav js-progressive-image subbuzz__media-image" data-src="https://img.example/buzzfeed-static/static/2019-03/%x.jpg?downsize=700:*&amp;output-format=auto&amp;output-quality=auto" '
                     'src="https://img.example/buzzfeed-static/static/2019-03/%x.jpg?output-quality=5" width="625" height="%d" loading="lazy"/></div></div>'
                     '<div class="subbuzz__attribution js-subbuzz__attribution xs-text-6 xs-mt05 xs-mb1 text-gray-lighter">%s</div>') % (
                r.choice([56, 75, 100, 125]), k, k, r.choice([352, 469, 625, 781]), esc(credit()))
        desc = '<div class="subbuzz__description xs-mb1"><p>%s</p></div>' % esc(text) if text else ""
        subs.append('<div class="subbuzz subbuzz-%s xs-mb4 xs-relative" id="mod-subbuzz-%s-%d" data-module="subbuzz-%s" data-keywords="">%s%s%s</div>' % (
            kind, kind, i + 2, kind, h2, media, desc))
        if i % 3 == 2 and i + 1 < len(items):
            subs.append(ad(i // 3 + 1))
        if i == len(items) // 3 and len(items) > 6:
            subs.append('<div class="subbuzz subbuzz-newsletter xs-mb4 xs-relative" data-module="subbuzz-newsletter"><div class="newsletter-signup xs-p2 xs-border card">'
                        '<h3 class="newsletter-signup__title bold xs-text-4">%s</h3><form class="newsletter-signup__form xs-flex" action="/newsletters/signup" method="post">'
                        '<input class="text-input newsletter-signup__input" type="email" name="email" placeholder="Your email address" aria-label="Your email address"/>'
                        '<button class="button button--secondary" type="submit">Sign Up</button></form></div></div>' % esc(promo))
    d = date(r)
    share = ('<div class="share-bar xs-flex xs-mb2"><ul class="share-bar__list xs-flex">%s</ul></div>' % "".join(
        '<li class="share-bar__item xs-mr1"><a class="share-bar__link share-bar__link--%s button button--secondary" href="#" aria-label="Share on %s" data-bfa="@a:Share-Buttons;@d:%s;">'
        '<svg class="svg-%s" aria-hidden="true" width="18" height="18"><use xlink:href="#%s"></use></svg><span class="xs-hide sm-inline">%s</span></a></li>' % (
            s.lower(), s, s.lower(), s.lower(), s.lower(), s) for s in ["Facebook", "Pinterest", "Twitter", "Email", "Copy"]))
    reactions = ('<div class="reactions xs-mt4 xs-mb4" data-module="reactions"><h2 class="reactions__title bold xs-text-3 xs-mb2">What\'s your reaction?</h2><ul class="reactions__list xs-flex xs-flex-wrap">%s</ul></div>' % "".join(
        '<li class="reactions__item"><button class="reaction-button reaction-button--%s" aria-label="%s"><img src="/static/images/reactions/%s.svg" alt="" width="48" height="48"/>'
        '<span class="reaction-button__count">%d</span><span class="reaction-button__name">%s</span></button></li>' % (x, x, x, r.randint(0, 90), x)
        for x in ["LOL", "cute", "fail", "win", "OMG", "wtf"]))

    def feed(head, cs_):
        return ('<section class="feed xs-mt4" data-module="feed"><h2 class="feed__title bold xs-text-3 xs-mb2 xs-border-bottom">%s</h2><ul class="feed-cards">%s</ul></section>' % (
            head, "".join('<li class="feed-cards__item card story-card xs-mb2"><a class="story-card__link xs-flex" href="/annlee/%x"><img class="story-card__image" src="https://img.example/thumb/%x.jpg" alt="" width="200" height="133" loading="lazy"/>'
                          '<div class="story-card__text"><h3 class="js-card__link link-gray story-card__title bold xs-text-4">%s</h3><p class="card__description story-card__description xs-text-5 text-gray-lighter">%s</p></div></a></li>'
                          % (r.getrandbits(24), r.getrandbits(24), esc(c[0]), esc(c[1])) for c in cs_)))
    header = ('<div class="buzz-header xs-mb2"><div class="badge-list xs-mb1"><a class="metadata-link badge-list__link bold xs-text-6" href="/badge/trending">%s</a></div>'
              '<h1 class="buzz-title xs-mb1 xs-text-2 sm-text-1 bold">%s</h1><p class="buzz-dek xs-mb2 xs-text-4 sm-text-3">%s</p>'
              '<div class="news-byline xs-flex xs-flex-align-center xs-mb1"><a class="byline__image xs-mr1" href="/annlee"><img class="circle" src="https://img.example/user_images/annlee.jpg" alt="Ann Lee" width="40" height="40"/></a>'
              '<div class="byline__body"><a class="link-gray bold byline__author" href="/annlee">Ann Lee</a><p class="byline__title xs-text-6 text-gray-lighter">%s</p></div></div>'
              '<p class="timestamp xs-text-6 text-gray-lightest"><time datetime="%d-%02d-%02dT%02d:%02d:00Z">Posted on %s %d, %d, at %d:%02d %s.m. ET</time></p>%s</div>') % (
        r.choice(["Trending", "Community", cat]), esc(t), esc(dek), r.choice(["Staff", "Staff", "Community Contributor"]),
        d[2], MONTHS.index(d[1]) + 1, d[0], d[3], d[4], d[1], d[0], d[2], d[3], d[4], d[5][0].lower(), share)
    return ('<main class="buzz-main"><div class="buzz xs-pt2 xs-px1 md-px0"><article class="buzz--list" data-module="buzz">%s'
            '<div class="js-buzz-content buzz__content subbuzzes-wrapper" data-module="subbuzzes">%s</div>%s</article>%s%s</div></main>') % (
        header, "".join(subs), reactions, feed("More on this", cards[:3]), feed("Trending", cards[3:]))


RU_MONTHS = ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"]


def ru_time(d):
    """Habr's time line: "12 мар 2019 в 14:05"."""
    h24 = d[3] % 12 + (12 if d[5] == "PM" else 0)
    return "%d %s %d в %02d:%02d" % (d[0], RU_MONTHS[MONTHS.index(d[1])], d[2], h24, d[4])


def code_lines(r):
    """A short listing in a programming language: two to four lines of
    made-up names."""
    a, f, b, c = [LEXICON[r.randrange(len(LEXICON))] for _ in range(4)]
    return r.choice([
        ["import %s" % a, "def %s(%s):" % (f, b), "    return %s.%s(%s, %d)" % (a, c, b, r.randint(1, 99))],
        ["const %s = require('%s');" % (a, b), "%s.%s(%s => console.log(%s));" % (a, f, c, c)],
        ["$ sudo apt install %s-%s" % (a, b), "$ %s --%s %d" % (a, f, r.randint(1, 9999))],
        ["func %s(%s int) int {" % (f, b), "    return %s * %d" % (b, r.randint(2, 9)), "}"],
        ["SELECT %s, %s FROM %s" % (a, b, c), "WHERE %s > %d;" % (a, r.randint(1, 999))]])


def habr(r, t, body, cat, cs):
    """A Russian article on Habr (2021-2022), a hub's feed with several
    authors: the author's line (picture, nickname) and the time
    ("сегодня в 14:05", "12 мар 2019 в 14:05"), the headline, the
    reading time ("5 мин") and views ("12K"), the hubs line, at times a
    "Перевод" label with the original's author; the article's body
    (paragraphs, or on older pages lines split by <br>s, an h2 heading,
    a code block, a list at times), then "Теги:" and "Хабы:" lists, the
    panel of the rating, views, bookmarks, comments and sharing, the
    author's card (karma, rating, a bio line, "Подписаться"), "Читают
    сейчас" (titles), and the comments: each a thread section of an
    article (the header's user and time, the body's content, the
    footer's votes and "Ответить"), replies in the thread's children
    box.  The truth: the paragraphs, the heading, the list items and the
    code's lines."""
    rs = random.Random(BLOG[0] + " authors")
    authors = [(LEXICON[rs.randrange(len(LEXICON))] + str(rs.randint(0, 99)), sentence(rs, 5, 12)) for _ in range(3)]
    nick, bio = r.choice(authors)
    EXTRAS.append(bio)
    old = r.random() < 0.3  # an older article, its lines split by <br>s
    # hubs and tags are content words, Cyrillic or Latin (a product's name)
    hubs = [r.choice([LEXICON_RU, LEXICON])[r.randrange(2000)].capitalize() for _ in range(r.randint(1, 4))]
    tags = [r.choice([LEXICON_RU, LEXICON_RU, LEXICON])[r.randrange(2000)] for _ in range(r.randint(2, 6))]
    out, story = [], []
    for i, x in enumerate(body):
        out.append(esc(x) + "<br/>\n<br/>\n" if old else "<p>%s</p>" % esc(x))
        story.append(x)
        if i == 0 and len(body) > 3:
            h = title(r)
            out.append('<h2>%s</h2>' % esc(h))
            story.append(h)
        if i == 1 and len(body) > 2 and r.random() < 0.7:
            lines = code_lines(r)
            out.append('<pre><code class="%s">%s</code></pre>' % (r.choice(["python", "javascript", "bash", "go", "sql"]), esc("\n".join(lines))))
            story.extend(lines)
        if i == 2 and len(body) > 4 and r.random() < 0.5:
            items = [sentence(r, 4, 12) for _ in range(r.randint(2, 5))]
            out.append("<ul>%s</ul>" % "".join("<li><p>%s</p></li>" % esc(x) for x in items))
            story.extend(items)
        if i == 3 and len(body) > 5 and r.random() < 0.5:
            out.append('<figure class="full-width "><img src="https://habrastorage.example/r/w1560/getpro/habr/upload_files/%03x/%x/%x.png" width="1200" height="600" data-src="x"/><figcaption></figcaption></figure>'
                       % (r.getrandbits(12), r.getrandbits(32), r.getrandbits(64)))
    STORY[:] = story
    reading = [title(r) for _ in range(5)]
    EXTRAS.extend(reading + ["Только полноправные пользователи могут оставлять комментарии"])
    d = date(r)
    when = r.choice(["сегодня в %02d:%02d", "вчера в %02d:%02d", None, None, None])
    when = when % (r.randint(0, 23), r.randint(0, 59)) if when else ru_time(d)

    def user(n, cls):
        return ('<span class="tm-user-info %s"><span class="tm-user-info__userpic"><a href="/ru/users/%s/" title="%s" class="tm-user-info__userpic">'
                '<div class="tm-entity-image"><img alt="" height="24" src="https://assets.habr.example/habr-web/img/avatars/%03d.png" width="24" class="tm-entity-image__pic"></div></a></span>'
                '<span class="tm-user-info__user"><a href="/ru/users/%s/" class="tm-user-info__username">%s</a></span></span>') % (cls, n, n, len(n) * 7, n, n)

    def icon(name, label):
        return ('<svg height="24" width="24" class="tm-svg-img tm-icon-counter__icon"><title>%s</title><use xlink:href="/img/megazord-v28.svg#%s"></use></svg>' % (label, name))

    def votes(v, kind):
        return ('<div class="tm-votes-meter %s"><svg height="24" width="24" class="tm-svg-img tm-votes-meter__icon tm-votes-meter__icon_appearance-%s"><title>Всего голосов %d: &uarr;%d и &darr;%d</title>'
                '<use xlink:href="/img/megazord-v28.svg#counter-rating"></use></svg><span class="tm-votes-meter__value tm-votes-meter__value_positive tm-votes-meter__value_appearance-%s tm-votes-meter__value_rating">%+d</span></div>') % (
            "tm-article-rating__votes-switcher" if kind == "article" else "tm-comment__votes-meter", kind, v + 2, v + 1, 1, kind, v)

    def comment(i, c):
        n, dd, cp, _ = c
        who = n.lower().replace(" ", "_")
        h24 = dd[3] % 12 + (12 if dd[5] == "PM" else 0)
        return ('<article class="tm-comment-thread__comment"><a name="comment_%d" class="tm-comment-thread__target"></a><div class="tm-comment-thread__comment-body">'
                '<div class="tm-comment"><div class="tm-comment__header"><div class="tm-comment__header-inner">%s'
                '<a href="%s#comment_%d" class="tm-comment-href tm-comment__datetime-published"><time datetime="%d-%02d-%02dT%02d:%02d:00.000Z" title="%d-%02d-%02d, %02d:%02d">%s</time></a></div></div>'
                '<div class="tm-comment__body"><div class="tm-comment__body-content tm-comment__body-content_v2"><div xmlns="http://www.w3.org/1999/xhtml">%s</div></div></div>'
                '<div class="tm-comment-footer"><div class="tm-comment-footer__buttons"><button class="tm-comment-footer__button">Ответить</button>'
                '<div class="tm-comment-footer__share"><a href="%s#comment_%d" class="tm-comment-footer__button">Ещё</a></div></div>%s</div></div></div></article>') % (
            23 * 10 ** 6 + i, user(who, "tm-comment__user-info"), SLUG[0], 23 * 10 ** 6 + i,
            dd[2], MONTHS.index(dd[1]) + 1, dd[0], h24, dd[4], dd[2], MONTHS.index(dd[1]) + 1, dd[0], h24, dd[4], ru_time(dd), ps(cp),
            SLUG[0], 23 * 10 ** 6 + i, votes(r.randint(0, 30), "comment"))
    tree, i = "", 0
    while i < len(cs):
        kids = []
        j = i + 1
        while j < len(cs) and cs[j][3] == 2:
            kids.append('<section class="tm-comment-thread">%s</section>' % comment(j, cs[j]))
            j += 1
        tree += '<section class="tm-comment-thread">%s%s</section>' % (
            comment(i, cs[i]), '<div class="tm-comment-thread__children">%s</div>' % "".join(kids) if kids else "")
        i = j
    thread = ('<div class="tm-article-comments"><div class="tm-comments-wrapper__wrapper"><header class="tm-comments-wrapper__header">'
              '<h2 class="tm-comments-wrapper__title">Комментарии <span class="tm-comments-wrapper__comments-count">%d</span></h2></header>'
              '<div class="tm-comments__tree">%s</div><div class="tm-comment-form__banner"><span>Только полноправные пользователи могут оставлять комментарии. '
              '<a href="/ru/auth/login/">Войдите</a>, пожалуйста.</span></div></div></div>') % (len(cs), tree)
    label, origin = "", ""
    if r.random() < 0.2:
        label = '<div class="tm-article-labels"><div class="tm-article-label"><span>Перевод</span></div></div>'
        origin = ('<div class="tm-article-presenter__origin"><a href="https://blog.example/%s/" target="_blank" class="tm-article-presenter__origin-link">'
                  '<span>Автор оригинала: </span><span>%s</span></a></div>') % (LEXICON[r.randrange(len(LEXICON))], r.choice(NAMES[:10]))
    elif r.random() < 0.25:
        label = '<div class="tm-article-labels"><div class="tm-article-label"><span>Туториал</span></div></div>'
    hub_links = "".join('<span class="tm-article-snippet__hubs-item"><a href="/ru/hub/%s/" class="tm-article-snippet__hubs-item-link"><span>%s</span>'
                        '<span title="Профильный хаб" class="tm-article-snippet__profiled-hub">*</span></a></span>' % (h.lower(), esc(h)) for h in hubs)

    def seplist(name, cls, href, xs):
        return ('<div class="tm-separated-list tm-article-presenter__meta-list"><span class="tm-separated-list__title">%s</span><ul class="tm-separated-list__list">%s</ul></div>' % (
            name, "".join('<li class="tm-separated-list__item"><a href="%s" class="%s"><span>%s</span></a></li>' % (href % x.lower(), cls, esc(x)) for x in xs)))
    views = r.choice(["%.1fK" % (r.randint(11, 99) / 10.0), "%dK" % r.randint(10, 120), str(r.randint(300, 999))])
    art = ('<div class="tm-article-presenter"><div class="tm-article-presenter__body"><div class="tm-misprint-area"><div class="tm-misprint-area__wrapper">'
           '<article class="tm-article-presenter__content tm-article-presenter__content_narrow"><div class="tm-article-presenter__header">'
           '<div class="tm-article-snippet tm-article-snippet tm-article-presenter__snippet"><div class="tm-article-snippet__meta-container"><div class="tm-article-snippet__meta">%s'
           '<span class="tm-article-datetime-published"><time datetime="%d-%02d-%02dT%02d:%02d:00.000Z" title="%d-%02d-%02d, %02d:%02d">%s</time></span></div></div>'
           '<h1 lang="ru" class="tm-title tm-title_h1" data-test-id="articleTitle"><span>%s</span></h1>'
           '<div class="tm-article-snippet__stats"><div class="tm-data-icons"><span class="tm-article-complexity tm-article-complexity_complexity-%s"><span class="tm-svg-icon__wrapper tm-article-complexity__icon"></span>'
           '<span class="tm-article-complexity__label">%s</span></span><span class="tm-article-reading-time"><span class="tm-svg-icon__wrapper tm-article-reading-time__icon"></span>'
           '<span class="tm-article-reading-time__label">%d мин</span></span><span class="tm-icon-counter tm-data-icons__item">%s<span class="tm-icon-counter__value">%s</span></span></div></div>'
           '<div class="tm-article-snippet__hubs">%s</div>%s</div></div>%s'
           '<div class="tm-article-body" data-gallery-root="" lang="ru"><div><div id="post-content-body"><div><div class="article-formatted-body article-formatted-body article-formatted-body_version-%d">'
           '<div xmlns="http://www.w3.org/1999/xhtml">%s</div></div></div></div></div></div>'
           '<div class="tm-article-presenter__meta">%s%s</div></article></div></div>'
           '<div class="tm-article-sticky-panel"><div class="tm-data-icons tm-data-icons"><div class="tm-article-rating tm-data-icons__item">%s</div>'
           '<span class="tm-icon-counter tm-data-icons__item">%s<span class="tm-icon-counter__value">%s</span></span>'
           '<button title="Добавить в закладки" type="button" class="bookmarks-button tm-data-icons__item"><span title="Добавить в закладки" class="tm-svg-icon__wrapper bookmarks-button__icon">'
           '<svg height="24" width="24" class="tm-svg-img tm-svg-icon"><title>Добавить в закладки</title><use xlink:href="/img/megazord-v28.svg#counter-favorite"></use></svg></span>'
           '<span title="Количество пользователей, добавивших публикацию в закладки" class="bookmarks-button__counter">%d</span></button>'
           '<div class="tm-article-comments-counter-link tm-data-icons__item"><a href="%scomments/" class="tm-article-comments-counter-link__link">%s'
           '<span class="tm-article-comments-counter-link__value">%d</span></a></div>'
           '<div class="tm-sharing tm-data-icons__item"><button type="button" class="tm-sharing__button">%s</button></div></div></div></div>'
           '<div class="tm-article-presenter__footer"><div class="tm-article-blocks"><section class="tm-block tm-block_spacing-bottom"><div class="tm-block__body tm-block__body_variant-balanced">'
           '<div class="tm-article-author"><div class="tm-user-card tm-article-author__user-card tm-user-card_variant-article"><div class="tm-user-card__info-container">'
           '<div class="tm-user-card__header"><div class="tm-user-card__header-data"><a href="/ru/users/%s/" class="tm-user-card__userpic tm-user-card__userpic_size-40"><div class="tm-entity-image">'
           '<img alt="" class="tm-entity-image__pic" src="https://assets.habr.example/habr-web/img/avatars/%03d.png"></div></a>'
           '<div class="tm-user-card__meta"><div title=" %d голосов " class="tm-karma tm-user-card__karma"><div class="tm-karma__votes tm-karma__votes_positive">%d</div><div class="tm-karma__text">Карма</div></div>'
           '<div title="Рейтинг пользователя" class="tm-rating tm-user-card__rating"><div class="tm-rating__header"><div class="tm-rating__counter">%.1f</div></div><div class="tm-rating__text">Рейтинг</div></div></div></div></div>'
           '<div class="tm-user-card__info tm-user-card__info_variant-article"><div class="tm-user-card__title tm-user-card__title_variant-article">'
           '<a href="/ru/users/%s/" class="tm-user-card__nickname tm-user-card__nickname_variant-article"> @%s </a></div>'
           '<p class="tm-user-card__short-info tm-user-card__short-info_variant-article" data-test-id="user-card-speciality">%s</p></div></div>'
           '<div class="tm-user-card__buttons tm-user-card__buttons_variant-article"><div class="tm-user-card__button"><button class="tm-button tm-button_secondary tm-button_stretched">Подписаться</button></div>'
           '<div class="tm-user-card__button tm-user-card__button_write"><button class="tm-button tm-button_secondary tm-button_stretched">Отправить сообщение</button></div></div></div></div></div></section>'
           '<section class="tm-block tm-block_spacing-around"><header class="tm-block__header"><h2 class="tm-block__title">Читают сейчас</h2></header><div class="tm-block__body"><ul class="tm-article-list">%s</ul></div></section>'
           '</div>%s</div></div>') % (
        user(nick, "tm-article-snippet__author"), d[2], MONTHS.index(d[1]) + 1, d[0], d[3], d[4], d[2], MONTHS.index(d[1]) + 1, d[0], d[3], d[4], when, esc(t),
        *r.choice([("low", "Простой"), ("medium", "Средний"), ("high", "Сложный")]), max(1, sum(len(x) for x in story) // 1200), icon("counter-views", "Количество просмотров"), views,
        hub_links, label, origin, 1 if old else 2, "".join(out),
        seplist("Теги:", "tm-tags-list__link", "/ru/search/?target_type=posts&amp;order=relevance&amp;q=[%s]", tags),
        seplist("Хабы:", "tm-hubs-list__link", "/ru/hub/%s/", hubs),
        votes(r.randint(0, 90), "article"), icon("counter-views", "Количество просмотров"), views, r.randint(5, 400), SLUG[0], icon("counter-comments", "Комментарии"), len(cs),
        icon("counter-share", "Поделиться"),
        nick, len(nick) * 7, r.randint(10, 300), r.randint(5, 250), r.uniform(0, 60), nick, nick, esc(bio),
        "".join('<li class="tm-article-list__item"><a class="tm-article-list__title" href="/ru/articles/%d/">%s</a><div class="tm-article-list__meta">'
                '<span class="tm-icon-counter">%s<span class="tm-icon-counter__value">%dK</span></span><span class="tm-icon-counter">%s<span class="tm-icon-counter__value">%d</span></span></div></li>'
                % (r.randint(10 ** 5, 10 ** 6), esc(x), icon("counter-views", "Количество просмотров"), r.randint(1, 90), icon("counter-comments", "Комментарии"), r.randint(0, 200))
                for x in reading), thread)
    return '<div class="tm-page__main tm-page__main_has-sidebar"><div class="tm-page-width">%s</div></div>' % art


def minimal(r, t, body, cat, cs):
    """A static site's post with almost no markup of meaning, as Bear
    Blog and bare Jekyll or Hugo themes write it: one <main> holding
    side by side the <h1>, the date line (<p><i><time>), the post's
    <p>s (a link in one of them at times, a <blockquote>, an <h2>, a
    <ul> among them at times), a <p> of tags ("#word" links), "Reply
    via email" and the "Toast" button's form, no box for the post's text
    alone.  Half the sites show webmentions under a "Webmentions"
    heading in the same <main>: "N likes, N reposts", then each
    mention's author, date and text (the comments, counted as leaks as
    every theme's are); the others none.  The truth: the paragraphs,
    the quote, the heading and the list's items."""
    rs = random.Random(BLOG[0] + " minimal")
    mentions, bear, email = rs.random() < 0.5, rs.random() < 0.6, rs.random() < 0.7
    out, story = [], []
    linked = r.randrange(len(body)) if r.random() < 0.5 else -1
    for i, x in enumerate(body):
        if i == linked and len(x.split()) > 6:
            # a link over three of its words, as Markdown's [words](url)
            w = x.split(" ")
            k = r.randrange(len(w) - 3)
            out.append('<p>%s<a href="https://%s.example/%s">%s</a> %s</p>' % (
                esc(" ".join(w[:k])) + " " if k else "", LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))],
                esc(" ".join(w[k:k + 3])), esc(" ".join(w[k + 3:]))))
        else:
            out.append("<p>%s</p>" % esc(x))
        story.append(x)
        if i == 0 and len(body) > 2 and r.random() < 0.4:
            q = sentence(r, 8, 20)
            out.append("<blockquote>\n<p>%s</p>\n</blockquote>" % esc(q))
            story.append(q)
        if i == 1 and len(body) > 4 and r.random() < 0.4:
            h = title(r)
            out.append("<h2>%s</h2>" % esc(h))
            story.append(h)
        if i == len(body) - 2 and r.random() < 0.4:
            items = [sentence(r, 3, 10) for _ in range(r.randint(3, 5))]
            out.append("<ul>\n%s</ul>" % "".join("<li>%s</li>\n" % esc(x) for x in items))
            story.extend(items)
    STORY[:] = story
    EXTRAS.append("Reply via email")
    d = date(r)
    mon = MONTHS.index(d[1]) + 1
    tags = [LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(0, 3))]
    tail = []
    if tags:
        tail.append('<p%s>%s</p>' % (' class="tags"' if bear else "", " ".join('<a href="/blog/?q=%s">#%s</a>' % (x, x) for x in tags)))
    if email:
        tail.append('<p><a href="mailto:ann@%s.example?subject=Re:%%20%s">Reply via email</a></p>' % (
            BLOG[0].split()[0].lower(), esc(t).replace(" ", "%20")))
    if bear:
        tail.append('<form method="POST" action="/upvote/" style="display: inline"><input type="hidden" name="csrfmiddlewaretoken" value="%x"><input hidden name="uid" value="%x">'
                    '<input hidden name="title" value="%s"><button class="upvote-button" title="Toast this post"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" '
                    'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="css-i6dzq1"><polyline points="17 11 12 6 7 11"></polyline><polyline points="17 18 12 13 7 18"></polyline></svg>'
                    'Toast <small class="upvote-count">%d</small></button></form>' % (r.getrandbits(64), r.getrandbits(40), esc(t), r.randint(0, 60)))
    if mentions:
        tail.append("<h2>Webmentions</h2>\n<p>%d likes, %d reposts</p>" % (r.randint(0, 40), r.randint(0, 12)))
        if cs:
            tail.append("<ul>\n%s</ul>" % "".join(
                '<li><a href="https://%s.social.example/@%s">%s</a> replied on <time datetime="%d-%02d-%02d">%d-%02d-%02d</time>:\n%s</li>\n' % (
                    LEXICON[i % 50], n.lower().replace(" ", ""), esc(n), dd[2], MONTHS.index(dd[1]) + 1, dd[0], dd[2], MONTHS.index(dd[1]) + 1, dd[0], ps(cp))
                for i, (n, dd, cp, _) in enumerate(cs)))
        else:
            tail.append("<p>No replies yet.</p>")
    date_line = ('<p>\n<i>\n<time datetime="%d-%02d-%02dT%02d:%02dZ" pubdate>\n%02d %s, %d\n</time>\n</i>\n</p>' % (d[2], mon, d[0], d[3], d[4], d[0], d[1][:3], d[2]) if bear
                 else '<p><time datetime="%d-%02d-%02d">%s %d, %d</time></p>' % (d[2], mon, d[0], d[1], d[0], d[2]))
    return "<main>\n<h1>%s</h1>\n%s\n%s\n%s\n</main>" % (esc(t), date_line, "\n".join(out), "\n".join(tail))


def tables(r, t, body, cat, cs):
    """A newspaper's site of 2004 laid out in nested tables: a masthead
    table (the logo, the date, a search box), then a table of three
    cells: the left one the sections' links, the middle one the story
    (crumbs, the headline in <font size="4"><b>, "By NAME, Staff
    Writer" and the date in small print, a dateline "CITY -- " opening
    the first paragraph on some pages, the paragraphs split by
    <br><br> in a <font face="Arial" size="2">, no <p>; a photo's table
    aligned right with its caption and credit, an advertisement's table
    at times; "Printer-friendly version | E-mail this story", then a
    "Related Stories" table of links), the right one ads and "Most
    E-mailed"; a copyright table under it all.  No comments.  The
    truth: the paragraphs, the dateline with the first (a reader reads
    it as the story's first words); not the photo's caption."""
    rs = random.Random(BLOG[0] + " paper")
    paper = "The %s %s" % (LEXICON[rs.randrange(len(LEXICON))].title(), rs.choice(["Courier", "Herald", "Gazette", "Tribune", "Ledger", "Sentinel"]))
    cities = [LEXICON[rs.randrange(len(LEXICON))].upper() for _ in range(3)]
    wire = r.random() < 0.2
    story = list(body)
    if wire or r.random() < 0.5:
        story[0] = "%s%s -- %s" % (r.choice(cities), " (AP)" if wire else "", body[0])
    STORY[:] = story
    others = [title(r) for _ in range(8)]
    EXTRAS.extend(others + ["Printer-friendly version", "ADVERTISEMENT"])
    d = date(r)
    wd = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][datetime.date(2004, MONTHS.index(d[1]) + 1, d[0]).weekday()]
    F = '<font face="Arial, Helvetica, sans-serif" size="2">'
    text = []
    for i, x in enumerate(story):
        text.append(esc(x))
        if i == 0 and len(story) > 1 and r.random() < 0.6:
            text.append('</font><table width="210" border="0" cellspacing="0" cellpadding="5" align="right"><tr><td>'
                        '<img src="/photos/2004/%02d/%02d/%d.jpg" width="200" height="%d" border="0" alt=""><br>'
                        '<font face="Arial, Helvetica, sans-serif" size="1">%s<br><i>%s / %s</i></font></td></tr></table>%s' % (
                            MONTHS.index(d[1]) + 1, d[0], r.randint(1000, 9999), r.choice([133, 150, 267]), esc(sentence(r, 8, 18)), r.choice(NAMES[:10]), paper, F))
        if i == 2 and len(story) > 4 and r.random() < 0.5:
            text.append('</font><table width="310" border="0" cellspacing="0" cellpadding="5" align="left"><tr><td align="center">'
                        '<font face="Verdana" size="1" color="#999999">ADVERTISEMENT</font><br><a href="/adclick.php?n=%x"><img src="/ads/300x250_%d.gif" width="300" height="250" border="0"></a></td></tr></table>%s' % (
                            r.getrandbits(32), r.randint(1, 9), F))
    byline = ("By %s, Associated Press Writer" % r.choice(NAMES[:10]).upper() if wire
              else "By %s, %s" % (r.choice(NAMES[:10]), r.choice(["Staff Writer", "Staff Writer", "Staff Reporter", "Correspondent"])))
    published = r.choice(["Published %s, %s %d, 2004" % (wd, d[1], d[0]),
                          "Posted on %s, %s %d, 2004 %d:%02d %s" % (wd, d[1][:3] + ".", d[0], d[3], d[4], d[5]),
                          "Last updated: %d/%d/2004 %d:%02d %s" % (MONTHS.index(d[1]) + 1, d[0], d[3], d[4], d[5])])
    nav = "".join('<a href="/%s/"><font color="#003366">%s</font></a><br>' % (s.lower(), s) for s in
                  ["News", "Local", "Sports", "Business", "Opinion", "Obituaries", "Classifieds", "Weather"] + [cat])
    main = ('<!-- BEGIN STORY -->\n<font face="Verdana" size="1"><a href="/">Home</a> &gt; <a href="/%s/">%s</a></font><br><br>'
            '<font face="Arial, Helvetica, sans-serif" size="4"><b>%s</b></font><br>'
            '<font face="Arial, Helvetica, sans-serif" size="1">%s<br>%s</font><br><br>'
            '%s%s</font><br><br>\n<!-- END STORY -->'
            '<font face="Verdana" size="1"><img src="/images/icon_print.gif" width="12" height="12" border="0"> <a href="/printer.php?id=%d">Printer-friendly version</a> | '
            '<img src="/images/icon_email.gif" width="12" height="12" border="0"> <a href="/email.php?id=%d">E-mail this story</a></font><br><br>'
            '<table width="100%%" border="0" cellspacing="0" cellpadding="3" bgcolor="#CCCCCC"><tr><td><font face="Arial, Helvetica, sans-serif" size="2" color="#003366"><b>Related Stories</b></font></td></tr>'
            '<tr><td bgcolor="#FFFFFF"><font face="Arial, Helvetica, sans-serif" size="2">%s</font></td></tr></table>') % (
        cat.lower(), cat, esc(t), byline, published, F, "<br><br>\n".join(text), r.randint(10 ** 4, 10 ** 5), r.randint(10 ** 4, 10 ** 5),
        "".join('&#149; <a href="/%s/story%d.html">%s</a><br>' % (cat.lower(), k, esc(o)) for k, o in enumerate(others[:r.randint(2, 4)])))
    right = ('<img src="/ads/120x600_%d.gif" width="120" height="600" border="0" alt="Advertisement"><br><br>'
             '<table width="140" border="0" cellspacing="0" cellpadding="2"><tr><td bgcolor="#003366"><font face="Verdana" size="1" color="#FFFFFF"><b>MOST E-MAILED</b></font></td></tr>'
             '<tr><td><font face="Verdana" size="1">%s</font></td></tr></table>') % (
        r.randint(1, 9), "".join('%d. <a href="/news/e%d.html">%s</a><br>' % (k + 1, k, esc(o)) for k, o in enumerate(others[4:])))
    return ('<table width="760" border="0" cellspacing="0" cellpadding="0" bgcolor="#003366"><tr><td><a href="/"><img src="/images/masthead.gif" width="400" height="70" border="0" alt="%s"></a></td>'
            '<td align="right" valign="bottom"><font face="Verdana" size="1" color="#FFFFFF">%s, %s %d, 2004</font><br>'
            '<form action="/search.php" method="get"><input type="text" name="q" size="12"> <input type="submit" value="Search"></form></td></tr></table>'
            '<table width="760" border="0" cellspacing="0" cellpadding="0"><tr>'
            '<td width="130" valign="top" bgcolor="#E8E8E8"><font face="Verdana" size="1"><b>SECTIONS</b><br>%s</font></td>'
            '<td width="10"><img src="/images/spacer.gif" width="10" height="1" border="0"></td>'
            '<td width="460" valign="top">%s</td><td width="10"><img src="/images/spacer.gif" width="10" height="1" border="0"></td>'
            '<td width="150" valign="top">%s</td></tr></table>'
            '<table width="760" border="0" cellspacing="0" cellpadding="4"><tr><td align="center" bgcolor="#E8E8E8"><font face="Verdana" size="1">'
            'Copyright &copy; 2004 %s. All rights reserved.<br><a href="/privacy.html">Privacy Policy</a> | <a href="/terms.html">Terms of Use</a> | <a href="/contact.html">Contact Us</a></font></td></tr></table>') % (
        paper, wd, d[1], d[0], nav, main, right, paper)


# Four more platforms, written after every rule above and before any
# run of them: a podcast's episode page, a local TV station's story, a
# magazine's interview and a product review.
def podcast(r, t, body, cat, cs):
    """A podcast's episode page on WordPress (Astra, 2020) with a podcast
    plugin, PowerPress on some sites and Seriously Simple Podcasting on
    the others: the episode's artwork, the headline and the meta line,
    then in the entry content the plugin's player box (an <audio> with
    its fallback link, "Play in new window | Download", the duration,
    PowerPress's size) and its "Subscribe: Apple Podcasts | Spotify |
    RSS" line, above the show notes on most sites and under them on the
    others; the show notes: a paragraph or two, "In this episode:" and
    a list of timestamped items ("03:15 \u2013 words", "[03:15] words" or
    "(03:15) words" as the site writes them), "Links mentioned:" and a
    list of links (short link texts, at times "by NAME" after one) on
    most pages, on some sites' pages a "Transcript" heading over
    paragraphs each opened by its speaker's name in bold ("Ann: text"),
    the sponsor's line ("This episode is sponsored by ...") after the
    notes or after the first paragraphs, Jetpack's share bar; after the
    entry the episodes before and after and Astra's comments.  The
    truth: the show notes' paragraphs, "In this episode:" and each of
    its items, "Links mentioned:" and each link's item (the notes'
    writer typed them for this episode: they say what it talked of),
    the transcript's heading and its paragraphs with their speakers;
    not the player's links, the subscribe line nor the sponsor's line."""
    rs = random.Random(BLOG[0] + " podcast")
    ssp = rs.random() < 0.5
    above = rs.random() < 0.75
    stamp = rs.choice(["%s \u2013 %s", "%s \u2013 %s", "[%s] %s", "(%s) %s"])
    label_tag = rs.choice(["p", "p", "h3"])
    sponsor_early = rs.random() < 0.3
    transcripts = rs.random() < 0.6
    trans_head = rs.choice(["Transcript", "Transcript", "Episode Transcript", "Full Transcript"])
    show = " ".join(BLOG[0].split()[:-1])
    handle = "".join(show.lower().split()[:2])
    host = rs.choice(NAMES[:10]).split()[0]
    ep = r.randint(12, 240)
    guest = r.choice([n for n in NAMES[:10] if not n.startswith(host)])
    mins, secs = r.randint(18, 95), r.randint(0, 59)
    hms = lambda s: "%d:%02d:%02d" % (s // 3600, s // 60 % 60, s % 60) if s >= 3600 else "%02d:%02d" % (s // 60, s % 60)
    total = mins * 60 + secs
    mp3 = "https://media.example/%s/%s_ep%d.mp3" % (handle, handle, ep)
    transcript = transcripts and len(body) > 1 and r.random() < 0.7
    notes = body[:r.choice([1, 2])] if transcript else list(body)
    spoken = list(body[len(notes):])
    while transcript and len(spoken) < 4:
        spoken.append(para(r, 1, 3))
    story = list(notes)
    out = ["<p>%s</p>" % esc(x) for x in notes]
    sponsor = LEXICON[r.randrange(len(LEXICON))].title()
    sponsor_line = ('<p><em>This episode is sponsored by <a href="https://%s.example/?ref=%s" target="_blank" rel="noopener">%s</a>. %s Use code %s at checkout for %d%% off.</em></p>' % (
        sponsor.lower(), handle, sponsor, esc(sentence(r, 6, 12)), handle.upper()[:8], r.choice([10, 15, 20, 25])))
    EXTRAS.append("This episode is sponsored by")
    if sponsor_early:
        out.append(sponsor_line)
    label = lambda x: ("<p><strong>%s</strong></p>" % x) if label_tag == "p" else ("<h3>%s</h3>" % x)
    times = sorted(r.sample(range(20, total - 60), r.randint(3, 9)))
    items = [stamp % (hms(s), sentence(r, 3, 12)[:-1]) for s in times]
    out.append(label("In this episode:"))
    out.append("<ul>\n%s</ul>" % "".join("<li>%s</li>\n" % esc(x) for x in items))
    story += ["In this episode:"] + items
    if r.random() < 0.75:
        links = []
        for _ in range(r.randint(2, 6)):
            text = " ".join(word(r) for _ in range(r.randint(1, 4))).title()
            by = " by %s" % r.choice(NAMES[:10]) if r.random() < 0.3 else ""
            links.append(('<a href="https://%s.example/%s" target="_blank" rel="noopener">%s</a>%s' % (
                LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))], esc(text), by), text + by))
        out.append(label("Links mentioned:"))
        out.append("<ul>\n%s</ul>" % "".join("<li>%s</li>\n" % a for a, _ in links))
        story += ["Links mentioned:"] + [x for _, x in links]
    if transcript:
        out.append("<h2>%s</h2>" % trans_head)
        story.append(trans_head)
        who = host
        for i, x in enumerate(spoken):
            out.append("<p><strong>%s:</strong> %s</p>" % (who, esc(x)))
            story.append("%s: %s" % (who, x))
            if r.random() < 0.85:
                who = guest.split()[0] if who == host else host
    if not sponsor_early:
        out.append(sponsor_line)
    STORY[:] = story
    if ssp:
        player = ('<div class="podcast_player"><audio class="wp-audio-shortcode" id="audio-%d-1" preload="none" style="width: 100%%;" controls="controls">'
                  '<source type="audio/mpeg" src="%s?_=1" /><a href="%s">%s</a></audio></div>'
                  '<div class="podcast_meta"><aside><p><a href="%s" title="%s " class="podcast-meta-download">Download file</a> | '
                  '<a href="%s" target="_blank" title="%s " class="podcast-meta-new-window">Play in new window</a> | '
                  '<span class="podcast-meta-duration">Duration: %02d:%02d:%02d</span></p>'
                  '<p>Subscribe: <a href="https://podcasts.apple.example/podcast/id%d" target="_blank" title="Apple Podcasts" class="podcast-meta-itunes">Apple Podcasts</a> | '
                  '<a href="https://open.spotify.example/show/%x" target="_blank" title="Spotify" class="podcast-meta-spotify">Spotify</a> | '
                  '<a href="/feed/podcast/%s" target="_blank" title="RSS" class="podcast-meta-rss">RSS</a></p></aside></div>') % (
            ep, mp3, mp3, mp3, mp3, esc(t), mp3, esc(t), total // 3600, total // 60 % 60, total % 60, r.randint(10 ** 8, 10 ** 9), r.getrandbits(64), handle)
    else:
        player = ('<div class="powerpress_player" id="powerpress_player_%d"><audio class="wp-audio-shortcode" id="audio-%d-1" preload="none" style="width: 100%%;" controls="controls">'
                  '<source type="audio/mpeg" src="%s?_=1" /><a href="%s">%s</a></audio></div>'
                  '<p class="powerpress_links powerpress_links_mp3" style="margin-bottom: 1px !important;">Podcast: '
                  '<a href="%s" class="powerpress_link_pinw" target="_blank" title="Play in new window" rel="nofollow">Play in new window</a> | '
                  '<a href="%s" class="powerpress_link_d" title="Download" rel="nofollow" download="%s_ep%d.mp3">Download</a> (Duration: %s &#8212; %.1fMB)</p>'
                  '<p class="powerpress_links powerpress_subscribe_links">Subscribe: '
                  '<a href="https://podcasts.apple.example/podcast/id%d?mt=2&amp;ls=1" class="powerpress_link_subscribe powerpress_link_subscribe_itunes" target="_blank" title="Subscribe on Apple Podcasts" rel="nofollow">Apple Podcasts</a> | '
                  '<a href="https://open.spotify.example/show/%x" class="powerpress_link_subscribe powerpress_link_subscribe_spotify" target="_blank" title="Subscribe on Spotify" rel="nofollow">Spotify</a> | '
                  '<a href="/feed/podcast/" class="powerpress_link_subscribe powerpress_link_subscribe_rss" target="_blank" title="Subscribe via RSS" rel="nofollow">RSS</a></p>') % (
            r.randint(1000, 9999), ep, mp3, mp3, mp3, mp3, mp3, handle, ep, hms(total), total * 0.016 + r.random(), r.randint(10 ** 8, 10 ** 9), r.getrandbits(64))
    EXTRAS.extend(["Play in new window", "Apple Podcasts"])
    share = ('<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">Share this:</h3><div class="sd-content"><ul>'
             + "".join('<li class="share-%s"><a rel="nofollow noopener noreferrer" data-shared="sharing-%s-%d" class="share-%s sd-button share-icon" href="%s?share=%s" target="_blank" title="Click to share on %s"><span>%s</span></a></li>'
                       % (n.lower(), n.lower(), ep, n.lower(), SLUG[0], n.lower(), n, n) for n in ["Twitter", "Facebook", "LinkedIn", "Email"])
             + '<li class="share-end"></li></ul></div></div></div>')
    before, after = title(r), title(r)
    EXTRAS.extend([before, after])
    d = date(r)
    pid = r.randint(100, 9999)
    content = (player + "\n" + "\n".join(out)) if above else ("\n".join(out) + "\n" + player)

    def item(i, c):
        n, dd, cp, depth = c
        return ('<li class="comment even thread-even depth-%d" id="li-comment-%d"><article id="comment-%d" class="ast-comment">'
                '<div class="ast-comment-info"><div class="ast-comment-avatar-wrap"><img alt="" src="/av/%d.png" class="avatar avatar-50 photo" height="50" width="50" loading="lazy"/></div>'
                '<div class="ast-comment-data-wrap"><div class="ast-comment-meta-wrap"><header class="ast-comment-meta ast-row ast-comment-author vcard capitalize">'
                '<div class="ast-comment-cite-wrap ast-col-lg-12"><cite><b class="fn">%s</b> </cite></div>'
                '<div class="ast-comment-time ast-col-lg-12"><span class="timendate"><a href="%s#comment-%d"><time datetime="2020-05-02T10:00:00+00:00">%s</time></a></span></div></header></div></div></div>'
                '<section class="ast-comment-content comment">%s<div class="ast-comment-edit-reply-wrap"><span class="ast-reply-link">'
                '<a rel="nofollow" class="comment-reply-link" href="#comment-%d" data-commentid="%d" data-postid="%d" data-belowelement="comment-%d" data-respondelement="respond" aria-label="Reply to %s">Reply</a></span></div></section></article>') % (
            depth, 500 + i, 500 + i, i, esc(n), SLUG[0], 500 + i, fmt_date(dd), ps(cp), 500 + i, 500 + i, pid, 500 + i, esc(n))
    thread = ('<div class="comments-count-wrapper"><h3 class="comments-title">%d thoughts on &ldquo;%s&rdquo;</h3></div><ol class="ast-comment-list">%s</ol>' % (
        len(cs), esc(t), nest(cs, item))) if cs else ""
    comm = ('<div id="comments" class="comments-area">%s<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Comment '
            '<small><a rel="nofollow" id="cancel-comment-reply-link" href="%s#respond" style="display:none;">Cancel Reply</a></small></h3>'
            '<form action="/wp-comments-post.php" method="post" id="ast-commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span></p>'
            '<div class="ast-row comment-textarea"><fieldset class="comment-form-comment"><legend class ="comment-form-legend"></legend><div class="comment-form-textarea ast-col-lg-12">'
            '<label for="comment" class="screen-reader-text">Type here..</label><textarea id="comment" name="comment" placeholder="Type here.." cols="45" rows="8" aria-required="true"></textarea></div></fieldset></div>'
            '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment &raquo;" /></p></form></div></div>') % (thread, SLUG[0])
    art = ('<article class="post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s ast-article-single" id="post-%d" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">'
           '<div class="ast-post-format- single-layout-1"><header class="entry-header">'
           '<div class="post-thumb-img-content post-thumb"><img width="1400" height="1400" src="/wp-content/uploads/2020/05/ep%d-artwork.jpg" class="attachment-large size-large wp-post-image" alt="" itemprop="image" loading="lazy"/></div>'
           '<h1 class="entry-title" itemprop="headline">%s</h1><div class="entry-meta">'
           '<span class="posted-by vcard author" itemtype="https://schema.org/Person" itemscope="itemscope" itemprop="author"><a title="View all posts by %s" href="/author/%s/" rel="author" class="url fn n" itemprop="url"><span class="author-name" itemprop="name">%s</span></a></span> / '
           '<span class="posted-on"><span class="published" itemprop="datePublished">%s %d, %d</span></span> / <span class="cat-links"><a href="/category/%s/" rel="category tag">%s</a></span></div></header>'
           '<div class="entry-content clear" itemprop="text">%s%s</div></div></article>'
           '<nav class="navigation post-navigation" role="navigation" aria-label="Posts"><span class="screen-reader-text">Post navigation</span><div class="nav-links">'
           '<div class="nav-previous"><a href="/episode-%d/" rel="prev"><span class="ast-left-arrow">&larr;</span> Previous Episode: %s</a></div>'
           '<div class="nav-next"><a href="/episode-%d/" rel="next">Next Episode: %s <span class="ast-right-arrow">&rarr;</span></a></div></div></nav>') % (
        pid, cat.lower(), pid, ep, esc(t), host, host.lower(), host, d[1], d[0], d[2], cat.lower(), cat, content, share,
        ep - 1, esc(before), ep + 1, esc(after))
    return ('<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">%s%s</main></div></div></div>'
            % (art, comm))


STATES = ["Mich.", "Ohio", "Fla.", "Texas", "Ariz.", "Colo.", "Md.", "Mo.", "Ind.", "Wis.", "Tenn.", "Okla.", "Ky.", "Neb."]


def localtv(r, t, body, cat, cs):
    """A local TV station's news story on a station group's publishing
    system (2019): the section's crumbs, the lead video at the top (its
    poster, a "Watch" button, the clip's title and a line describing
    it; a photo with its caption and credit on some pages), the
    headline, the byline on some pages, "Posted: ..." and "Updated: ..."
    (or "Posted at ... and last updated ...", as the site writes it),
    the share bar, then the story's rich-text box: an AP-style dateline
    opening the first paragraph on most pages ("CITY, State (WXYZ)
    \u2014 ", "(AP)" on the wire's stories), one or two "RELATED:" lines
    linking other stories among the paragraphs, on some sites a
    paragraph pushing the station's app, and "Copyright 2012 WXYZ. All
    rights reserved." (the wire's line on its stories) as the box's
    last paragraph; after it "Report a typo", the tags, "Trending
    Stories" (thumbnails and titles) and a "Sponsored Content" box of
    an ad network's cards (pictures, titles, advertisers' names).  No
    comments.  The truth: the story's paragraphs, the dateline kept in
    the first (a reader reads it as the story's first words); not the
    video's title and line, the RELATED lines, the app's promo nor the
    copyright line."""
    rs = random.Random(BLOG[0] + " station")
    calls = rs.choice("WK") + "".join(rs.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") for _ in range(3))
    state = rs.choice(STATES)
    home = LEXICON[rs.randrange(len(LEXICON))].upper()
    towns = [LEXICON[rs.randrange(len(LEXICON))].upper() for _ in range(6)]
    app = rs.random() < 0.6
    scripps = rs.random() < 0.5  # "Posted at ... and last updated ..."
    d = date(r)
    wire = r.random() < 0.15
    story = list(body)
    x = r.random()
    if wire:
        story[0] = "%s, %s (AP) \u2014 %s" % (r.choice(towns), r.choice(STATES), body[0])
    elif x < 0.3:
        story[0] = "%s (%s) \u2014 %s" % (home, calls, body[0])
    elif x < 0.85:
        story[0] = "%s, %s (%s) \u2014 %s" % (r.choice(towns), state, calls, body[0])
    STORY[:] = story
    out = []
    related = []
    rel_at = set()
    if len(story) > 2:
        rel_at.add(min(r.choice([0, 1, 1, 2]), len(story) - 2))
        if min(rel_at) + 3 < len(story) - 1 and r.random() < 0.5:
            rel_at.add(min(rel_at) + 3)
    promo = ("Get breaking news alerts as they happen: download our free %s News app for your iPhone or Android phone." % calls)
    promo_at = r.choice([len(story) // 2, len(story) - 1]) if app and r.random() < 0.7 else -1
    for i, p in enumerate(story):
        out.append("<p>%s</p>" % esc(p))
        if i in rel_at:
            rt = title(r)
            related.append(rt)
            out.append('<p><strong>RELATED:</strong> <a href="/news/local-news/%s">%s</a></p>' % ("-".join(rt.lower().split()), esc(rt)))
        if i == promo_at:
            out.append('<p><em><strong>%s</strong></em></p>' % esc(promo))
            EXTRAS.append(promo)
    if wire:
        copyright = "Copyright %d The Associated Press. All rights reserved. This material may not be published, broadcast, rewritten or redistributed." % d[2]
    else:
        copyright = "Copyright %d %s. All rights reserved." % (d[2], calls) + (" This material may not be published, broadcast, rewritten, or redistributed." if rs.random() < 0.5 else "")
    out.append("<p><em>%s</em></p>" % esc(copyright))
    EXTRAS.extend(related + [copyright])
    trending = [title(r) for _ in range(5)]
    ads = [(title(r), LEXICON[r.randrange(len(LEXICON))].title()) for _ in range(r.choice([4, 6]))]
    EXTRAS.extend(trending + [a for a, _ in ads])
    posted = datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
    up = posted + datetime.timedelta(minutes=r.randint(20, 30 * 60))
    h = lambda x: "%d:%02d %s, %s %02d, %d" % ((x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM", MONTHS[x.month - 1][:3], x.day, x.year)
    if scripps:
        when = ('<div class="ArticlePage-datePublished-day">Posted at %s</div>'
                '<div class="ArticlePage-dateModified">and last updated %s</div>') % (h(posted), h(up))
    else:
        when = ('<div class="ArticlePage-datePublished-day">Posted: %s</div>'
                '<div class="ArticlePage-dateModified">Updated: %s</div>') % (h(posted), h(up))
    byline = ('<div class="ArticlePage-authors"><div class="ArticlePage-authorName">By: <a href="/%s">%s</a></div></div>' % (
        r.choice(NAMES[:10]).lower().replace(" ", "-"), r.choice(NAMES[:10]))) if not wire and r.random() < 0.6 else ""
    vid = r.getrandbits(40)
    if r.random() < 0.8:
        lead = ('<div class="ArticlePage-lead"><div class="VideoLead"><div class="VideoPlayer" data-media-id="%x" data-player-type="jw">'
                '<div class="VideoPlayer-poster"><img class="Image" src="/img/video/%x-poster.jpg" alt="" width="1280" height="720" loading="lazy"/>'
                '<button class="VideoPlayer-play" aria-label="Play video"><svg class="icon-play"><use xlink:href="#icon-play"></use></svg><span class="VideoPlayer-play-label">Watch</span></button></div></div>'
                '<div class="VideoLead-caption"><div class="VideoLead-caption-title">%s</div><div class="VideoLead-caption-description">%s</div></div></div></div>') % (
            vid, vid, esc(title(r)), esc(sentence(r, 6, 16)))
    else:
        lead = ('<div class="ArticlePage-lead"><figure class="Figure"><img class="Image" src="/img/photo/%x.jpg" alt="" width="1280" height="720" loading="lazy"/>'
                '<div class="Figure-content"><figcaption class="Figure-caption">%s</figcaption><div class="Figure-credit">Photo by: %s</div></div></figure></div>') % (
            vid, esc(sentence(r, 6, 14)), r.choice(["AP", calls, r.choice(NAMES[:10])]))
    share = ('<div class="ArticlePage-actions"><div class="ActionBar"><ul class="ActionBar-items">%s</ul></div></div>' % "".join(
        '<li class="ActionBar-items-item"><a class="ActionLink" data-social-service="%s" href="%s" target="_blank"><svg><use xlink:href="#mono-icon-%s"></use></svg><span class="ActionLink-text">%s</span></a></li>' % (
            n.lower(), u, n.lower(), n) for n, u in [("Facebook", "https://www.facebook.example/sharer?u=x"), ("Twitter", "https://twitter.example/intent/tweet?x"), ("Email", "mailto:?subject=x")]))
    tags = [LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(0, 3))]
    section = r.choice(["Local News", "Local News", "Crime", "Weather", "Politics", "Education", "Traffic"])
    trend = ('<div class="List ListD" data-module><div class="List-header"><h2 class="List-title">Trending Stories</h2></div><ul class="List-items">%s</ul></div>' % "".join(
        '<li class="List-items-item"><div class="PromoB"><div class="PromoB-media"><a class="Link" href="/news/%s/%d"><img class="Image" src="/img/thumb/%x.jpg" alt="" width="160" height="90" loading="lazy"/></a></div>'
        '<div class="PromoB-content"><div class="PromoB-title"><a class="Link" href="/news/%s/%d">%s</a></div></div></div></li>' % (
            cat.lower(), k, r.getrandbits(32), cat.lower(), k, esc(x)) for k, x in enumerate(trending)))
    sponsored = ('<div id="taboola-below-article-thumbnails" class="trc_related_container trc_spotlight_widget"><div class="trc_rbox_container"><div class="trc_rbox thumbnails-a">'
                 '<div class="trc_rbox_header trc_rbox_border_elm"><div class="trc_header_ext"><div class="logoDiv link-disclosure attribution-disclosure-link-sponsored">'
                 '<a href="https://popup.ads.example/en/?template=colorbox&amp;utm_source=%s" rel="nofollow" target="_blank"><span class="trc_logos_v_align">&nbsp;</span><span>Sponsored Links</span></a></div></div>'
                 '<span class="trc_rbox_header_span">Sponsored Content</span></div><div class="trc_rbox_outer"><div class="trc_rbox_div trc_rbox_border_elm">%s</div></div></div></div></div>') % (
        calls.lower(), "".join(
            '<div class="videoCube trc_spotlight_item origin-default thumbnail_top syndicatedItem" data-item-id="~~V1~~%d"><a title="%s" href="https://%s.example/offer?utm_source=%s" class="item-thumbnail-href" rel="nofollow" target="_blank">'
            '<div class="thumbBlock_holder"><span class="thumbBlock" style="background-image: url(&quot;https://images.ads.example/%x.jpg&quot;);"></span></div></a>'
            '<a title="%s" href="https://%s.example/offer?utm_source=%s" class="item-label-href" rel="nofollow" target="_blank"><span class="video-label-box trc-main-label">'
            '<span class="video-label video-title trc_ellipsis">%s</span><span class="branding">%s</span></span></a></div>' % (
                r.getrandbits(60), esc(a), b.lower(), calls.lower(), r.getrandbits(40), esc(a), b.lower(), calls.lower(), esc(a), esc(b)) for a, b in ads))
    main = ('<div class="ArticlePage-breadcrumbs"><a class="ArticlePage-breadcrumbs-item" href="/news">News</a><a class="ArticlePage-breadcrumbs-item" href="/news/%s">%s</a></div>'
            '%s<div class="ArticlePage-articleHeader"><h1 class="ArticlePage-headline">%s</h1>%s<div class="ArticlePage-timestamp">%s</div>%s</div>'
            '<div class="ArticlePage-articleBody"><div class="RichTextArticleBody RichTextBody">%s</div></div>'
            '<div class="ArticlePage-typo"><a href="/report-a-typo?url=%s">Report a typo</a></div>%s') % (
        "-".join(section.lower().split()), section, lead, esc(t), byline, when, share, "\n".join(out), SLUG[0],
        '<div class="ArticlePage-tags"><ul class="ArticlePage-tags-list">%s</ul></div>' % "".join(
            '<li class="ArticlePage-tags-item"><a class="Link" href="/tags/%s">%s</a></li>' % (x, x) for x in tags) if tags else "")
    return ('<div class="ArticlePage-content"><div class="ArticlePage-main"><main class="ArticlePage-mainContent">%s%s</main></div>'
            '<aside class="ArticlePage-aside">%s</aside></div>') % (main, sponsored, trend)


def interview(r, t, body, cat, cs):
    """A magazine's interview on its own publishing system (2020): the
    rubric ("Interview"), the headline, the standfirst under it (the
    feed's teaser), the byline, the date and the share buttons, the
    lead portrait with its caption and credit on most pages, then the
    article's body: an intro of a paragraph or two, then the questions
    and answers as the site writes them: each question a paragraph in
    bold alone and each answer the paragraphs after it, or "Q:" and
    "A:" in bold opening their paragraphs, or the speakers' names in
    capitals ("ANN LEE:"), an answer's further paragraphs without a
    label; answers of a sentence or of a few words among the long ones,
    on half the pages a run of short questions and answers; a pull
    quote (aside.pullquote) repeating a sentence of an answer, a photo
    with its caption and credit; on some pages the interviewee's line
    in italics at the end ("NAME's new book, TITLE, is out now."), and
    the note "This interview has been edited and condensed." in italics
    after the intro or at the end, as the site puts it; after the body
    the topics' tags, a newsletter's box and "More interviews" (cards
    of a title and a standfirst).  No comments.  The truth: the
    standfirst, the intro, each question's and each answer's paragraph
    as written (with its "Q:", "A:" or name), the interviewee's line
    and the note on the editing (both the article's own text, in its
    box, written for this page); not the pull quote (a copy of a
    sentence of the story, so neither truth nor chrome), the captions
    nor the credits."""
    rs = random.Random(BLOG[0] + " interview")
    style = rs.choice(["bold", "qa", "names"])
    note_first = rs.random() < 0.4
    note = rs.choice(["This interview has been edited and condensed.", "This interview has been edited and condensed.",
                      "This interview has been edited for length and clarity.", "This conversation has been edited and condensed for clarity."])
    mag = " ".join(BLOG[0].split()[:-1])
    guest = r.choice(NAMES[:10])
    asker = "Ann Lee"
    stand = sentence(r, 12, 24)
    TEASER.append(stand)
    intro = body[:2] if len(body) > 3 else body[:1]
    rest = list(body[len(intro):])
    n = max(len(rest) + 2, r.randint(5, 11))
    long_at = set(r.sample(range(n), len(rest)))
    run = r.randrange(n) if r.random() < 0.5 else -1
    run_len = r.randint(3, 5)

    def caption(who):
        s = sentence(r, 4, 10)
        return "%s %s" % (who, s[0].lower() + s[1:])

    def ask(lo, hi):
        return sentence(r, lo, hi)[:-1] + "?"

    def first(x):
        ends = [k for k in (x.find(". "), x.find("? "), x.find("! ")) if k > 0]
        return x[:min(ends) + 1] if ends else x
    qa = []
    for i in range(n):
        if i in long_at:
            q, a = ask(5, 18), [rest.pop(0)] + ([para(r, 1, 4)] if r.random() < 0.2 else [])
        elif run <= i < run + run_len:
            q, a = ask(3, 8), [sentence(r, 1, 6)]
        else:
            q, a = ask(5, 18), [r.choice([sentence(r, 4, 12), para(r, 1, 4), para(r, 2, 5)])]
        qa.append((q, a))
    if style == "qa":
        ql, al = "Q:", "A:"
    elif style == "names":
        ql, al = asker.upper() + ":", guest.upper() + ":"
    out = ["<p>%s</p>" % esc(x) for x in intro]
    story = list(intro)
    note_p = "<p><em>%s</em></p>" % esc(note)
    if note_first:
        out.append(note_p)
        story.append(note)
    # the pull quote repeats the first sentence of a long answer, placed
    # a pair or two after it
    long_qs = [i for i, (_, a) in enumerate(qa) if len(first(a[0]).split()) > 7 and i + 1 < len(qa)]
    src = r.choice(long_qs) if long_qs else -1
    quote_at = min(src + r.randint(0, 2), len(qa) - 1) if src >= 0 else -1
    photo_at = r.randrange(1, len(qa)) if r.random() < 0.6 else -1
    for i, (q, a) in enumerate(qa):
        if style == "bold":
            out.append("<p><strong>%s</strong></p>" % esc(q))
            story.append(q)
            out.extend("<p>%s</p>" % esc(x) for x in a)
            story.extend(a)
        else:
            out.append("<p><strong>%s</strong> %s</p>" % (ql, esc(q)))
            story.append("%s %s" % (ql, q))
            out.append("<p><strong>%s</strong> %s</p>" % (al, esc(a[0])))
            story.append("%s %s" % (al, a[0]))
            out.extend("<p>%s</p>" % esc(x) for x in a[1:])
            story.extend(a[1:])
        if i == quote_at:
            quote = first(qa[src][1][0])
            out.append('<aside class="pullquote pullquote--right"><blockquote class="pullquote__text"><p>&ldquo;%s&rdquo;</p></blockquote></aside>' % esc(quote))
        if i == photo_at:
            out.append('<figure class="article-image article-image--inline"><div class="article-image__frame"><img src="/images/%s/%x.jpg" alt="" width="1200" height="800" loading="lazy"/></div>'
                       '<figcaption class="article-image__caption"><span class="article-image__caption-text">%s</span> <span class="article-image__credit">Photograph: %s for %s</span></figcaption></figure>' % (
                           SLUG[0].strip("/").split(".")[0][:24], r.getrandbits(40), esc(caption(guest)), r.choice(NAMES[:10]), esc(mag)))
    if r.random() < 0.5:
        work = " ".join(word(r) for _ in range(r.randint(1, 4))).title()
        form = r.choice(["%s's new book, %s, is out now.", "%s's new album, %s, is out now.", "%s's film %s opens in theaters this week.",
                         "%s is the author of %s.", "%s's exhibition, %s, is on view through the end of the month."])
        link = '<a href="https://%s.example/">%s</a>' % (LEXICON[r.randrange(len(LEXICON))], esc(work))
        out.append("<p><em>%s</em></p>" % (esc(form % (guest, "\0")).replace("\0", link)))
        story.append(form % (guest, work))
    if not note_first:
        out.append(note_p)
        story.append(note)
    STORY[:] = story
    more = [(title(r), sentence(r, 8, 16)) for _ in range(4)]
    signup = "Sign up for our weekly newsletter of the best conversations, delivered every Sunday"
    EXTRAS.extend([x for m in more for x in m] + [signup])
    d = date(r)
    lead = ('<figure class="article-lead"><img src="/images/lead/%x.jpg" alt="%s" width="1600" height="1067"/><figcaption class="article-lead__caption">%s '
            '<span class="article-lead__credit">Photograph: %s for %s</span></figcaption></figure>' % (
                r.getrandbits(40), esc(guest), esc(sentence(r, 5, 12)), r.choice(NAMES[:10]), esc(mag))) if r.random() < 0.75 else ""
    share = ('<ul class="share-tools">%s</ul>' % "".join(
        '<li class="share-tools__item"><a class="share-tools__link share-tools__link--%s" href="%s" target="_blank" rel="noopener"><span class="visually-hidden">Share on %s</span></a></li>' % (
            n.lower(), u, n) for n, u in [("Facebook", "https://www.facebook.example/sharer.php?u=x"), ("Twitter", "https://twitter.example/intent/tweet?url=x"), ("Email", "mailto:?subject=x")]))
    tags = [LEXICON[r.randrange(len(LEXICON))].title() for _ in range(r.randint(2, 4))]
    main = ('<article class="article article--interview" data-article-type="interview"><header class="article-header">'
            '<div class="article-header__rubric"><a href="/interviews/">Interview</a></div><h1 class="article-header__title">%s</h1>'
            '<p class="article-header__standfirst">%s</p><div class="article-header__meta"><span class="article-header__byline">By <a href="/contributors/ann-lee/">%s</a></span>'
            '<time class="article-header__date" datetime="%d-%02d-%02d">%s %d, %d</time></div>%s</header>%s'
            '<div class="article-body">%s</div>'
            '<footer class="article-footer"><div class="article-tags"><span class="article-tags__label">Topics</span><ul class="article-tags__list">%s</ul></div></footer></article>'
            '<aside class="newsletter-promo"><p class="newsletter-promo__text">%s</p><form class="newsletter-promo__form" action="/newsletters/subscribe" method="post">'
            '<input type="email" name="email" placeholder="Email address"/><button type="submit">Sign up</button></form></aside>'
            '<section class="related-cards related-cards--interviews"><h2 class="related-cards__title">More interviews</h2><div class="related-cards__list">%s</div></section>') % (
        esc(t), esc(stand), asker, d[2], MONTHS.index(d[1]) + 1, d[0], d[1], d[0], d[2], share, lead, "\n".join(out),
        "".join('<li class="article-tags__item"><a href="/topics/%s/">%s</a></li>' % (x.lower(), x) for x in tags), signup,
        "".join('<article class="card card--interview"><a class="card__link" href="/interviews/%s/"><figure class="card__image"><img src="/images/cards/%x.jpg" alt="" loading="lazy"/></figure>'
                '<div class="card__body"><span class="card__rubric">Interview</span><h3 class="card__title">%s</h3><p class="card__standfirst">%s</p></div></a></article>' % (
                    "-".join(x.lower().split()), r.getrandbits(32), esc(x), esc(y)) for x, y in more))
    return '<main id="main-content" class="page page--article"><div class="page__content">%s</div></main>' % main


# a product's kind: its review's sections and its spec table's rows
# (a label and how its value is written)
KINDS = {
    "phone": (["Price and availability", "Design", "Display", "Cameras", "Performance", "Battery life and charging", "Software"],
              [("Price", lambda r: "$%d" % r.choice([399, 499, 699, 799, 999])),
               ("Display", lambda r: "%.1f-inch OLED (%d x %d)" % (r.choice([6.1, 6.4, 6.7]), r.choice([1080, 1170, 1440]), r.choice([2340, 2532, 3200]))),
               ("Processor", lambda r: "%s %d" % (LEXICON[r.randrange(len(LEXICON))].title(), r.randint(8, 900))),
               ("RAM", lambda r: "%d GB" % r.choice([4, 6, 8, 12])), ("Storage", lambda r: "%d GB, %d GB" % r.choice([(64, 128), (128, 256), (256, 512)])),
               ("Rear cameras", lambda r: "%d MP main, %d MP ultrawide" % (r.choice([12, 48, 50, 108]), r.choice([8, 12, 16]))),
               ("Battery", lambda r: "%d mAh" % r.randrange(3000, 5500, 50)),
               ("Size", lambda r: "%.1f x %.1f x %.2f inches" % (r.uniform(5.7, 6.5), r.uniform(2.7, 3.1), r.uniform(0.29, 0.36))),
               ("Weight", lambda r: "%.1f ounces" % r.uniform(5.5, 8.5))]),
    "headphones": (["Price and availability", "Design and comfort", "Controls", "Sound quality", "Noise cancelling", "Battery life", "Call quality"],
                   [("Price", lambda r: "$%d" % r.choice([99, 149, 249, 349, 399])), ("Colors", lambda r: r.choice(["Black, White", "Black, Silver, Blue", "Midnight, Sand"])),
                    ("Battery life", lambda r: "%d hours (ANC on)" % r.randint(6, 40)), ("Size", lambda r: "%.1f x %.1f x %.1f inches" % (r.uniform(6, 8), r.uniform(5, 7), r.uniform(1.5, 3))),
                    ("Weight", lambda r: "%.1f ounces" % r.uniform(0.2, 9.9)), ("Connectivity", lambda r: "Bluetooth 5.%d" % r.randint(0, 3)),
                    ("Water resistance", lambda r: r.choice(["IPX4", "IPX5", "IP55", "None"]))]),
    "laptop": (["Price and configurations", "Design", "Display", "Keyboard and touchpad", "Performance", "Battery life", "Ports"],
               [("Price", lambda r: "$%d" % r.choice([649, 999, 1299, 1499, 1999])),
                ("Display", lambda r: "%.1f-inch, %d x %d" % (r.choice([13.3, 14.0, 15.6, 16.0]), r.choice([1920, 2560, 3840]), r.choice([1080, 1600, 2400]))),
                ("CPU", lambda r: "%s %s-%d" % (LEXICON[r.randrange(len(LEXICON))].title(), r.choice(["i5", "i7", "R7"]), r.randint(1000, 9999))),
                ("RAM", lambda r: "%d GB" % r.choice([8, 16, 32])), ("Storage", lambda r: "%d GB SSD" % r.choice([256, 512, 1024])),
                ("Ports", lambda r: "%d x USB-C, %d x USB-A, headphone jack" % (r.randint(1, 3), r.randint(0, 2))),
                ("Battery life", lambda r: "%d:%02d (tested)" % (r.randint(5, 15), r.randint(0, 59))),
                ("Size", lambda r: "%.1f x %.1f x %.2f inches" % (r.uniform(11.5, 14.5), r.uniform(7.8, 9.8), r.uniform(0.5, 0.8))),
                ("Weight", lambda r: "%.1f pounds" % r.uniform(2.2, 4.8))]),
    "smartwatch": (["Price and availability", "Design", "Fitness tracking", "Health features", "Smart features", "Battery life"],
                   [("Price", lambda r: "$%d" % r.choice([199, 249, 329, 399])), ("Display", lambda r: "%.2f-inch AMOLED" % r.uniform(1.1, 1.9)),
                    ("Case sizes", lambda r: "%d mm, %d mm" % r.choice([(40, 44), (41, 45), (42, 46)])),
                    ("Water resistance", lambda r: "%d meters" % r.choice([30, 50, 100])), ("Battery life", lambda r: "Up to %d days" % r.randint(1, 14)),
                    ("Sensors", lambda r: "heart rate, SpO2, GPS, %s" % r.choice(["ECG", "skin temperature", "barometer"]))])}
STORES = ["Amazon", "Best Buy", "Walmart", "Target", "B&H Photo"]


def review(r, t, body, cat, cs):
    """A product review on a tech and buying-advice site (2021, of the
    Tom's Guide and Wirecutter kind): the crumbs, the headline, the
    strapline under it on some sites (the feed's teaser), the byline
    and date, the affiliate disclosure ("... we may earn a commission")
    or a "Why you can trust us" box, the lead picture, then in the
    article body the verdict box (div.verdict: the stars and "4/5" or
    a score "8/10", "Our verdict" and its sentence, "Pros" and "Cons"
    lists of short items, "Buy now" buttons "$199 at Amazon"), the
    review's intro and its sections under h2s ("Design", "Battery
    life", "NAME review: Verdict" on the sites that name the product in
    them), a "Specs" section of a table of label and value rows on most
    sites, product boxes (div.product-widget: a picture, the name, the
    price and a "Check price" button) between sections; after the body
    "Today's best deals" (stores, prices, "View Deal"), the author's
    box (a bio the same on every page) and "Related reviews" (titles).
    The comments are a script's.  The truth: the strapline, the
    verdict's sentence, each pro and con (a reader reads them: they are
    the review's summary), the intro, each section's heading and
    paragraphs, each spec row as "Label value" (its cells are written
    on lines of their own, so that their words are apart in any text
    of the page); not the box's labels ("Our verdict", "Pros", "Cons"),
    the rating, the buttons nor the widgets."""
    rs = random.Random(BLOG[0] + " review")
    strap = rs.random() < 0.6
    named = rs.random() < 0.5
    trust = rs.random() < 0.4
    score10 = rs.random() < 0.3
    specs = rs.random() < 0.75
    bio = sentence(random.Random(BLOG[0] + " bio"), 12, 22)
    kind = r.choice(sorted(KINDS))
    heads, rows = KINDS[kind]
    product = "%s %s %d" % (LEXICON[r.randrange(len(LEXICON))].title(), LEXICON[r.randrange(len(LEXICON))].title(), r.randint(2, 12))
    spec = [(k, f(r)) for k, f in rows if k == "Price" or r.random() < 0.85]
    price = int(spec[0][1][1:])
    story = []
    if strap:
        TEASER.append(sentence(r, 10, 20))
    verdict = sentence(r, 10, 24)
    pros = [" ".join(word(r) for _ in range(r.randint(2, 6))).capitalize() for _ in range(r.randint(2, 5))]
    cons = [" ".join(word(r) for _ in range(r.randint(2, 6))).capitalize() for _ in range(r.randint(1, 4))]
    story += [verdict] + pros + cons
    stores = r.sample(STORES, r.randint(1, 3))
    offers = [(s, price - r.choice([0, 0, 10, 20, 50]) + r.choice([0, 0, 0.99])) for s in stores]
    money = lambda p: ("$%d" % p) if p == int(p) else ("$%.2f" % p)
    stars = r.choice([3, 3.5, 4, 4, 4.5, 5])
    rating = (('<div class="verdict__score"><span class="score score--%d">%d</span><span class="score__max">/10</span></div>' % (int(stars * 2), int(stars * 2))) if score10 else
              ('<div class="verdict__rating"><span class="rating" aria-label="Rating: %s out of 5 stars">%s</span> <span class="rating__score">%s/5</span></div>' % (
                  ("%g" % stars), "".join('<svg class="star star--%s" viewBox="0 0 24 24"><use xlink:href="#star"></use></svg>' % (
                      "full" if k < int(stars) else "half" if k < stars else "empty") for k in range(5)), "%g" % stars)))
    box = ('<div class="verdict"><div class="verdict__head">%s<h3 class="verdict__title">Our verdict</h3></div><p class="verdict__text">%s</p>'
           '<div class="verdict__lists"><div class="verdict__pros"><h4 class="verdict__list-title">Pros</h4><ul class="verdict__list verdict__list--pros">%s</ul></div>'
           '<div class="verdict__cons"><h4 class="verdict__list-title">Cons</h4><ul class="verdict__list verdict__list--cons">%s</ul></div></div>'
           '<div class="verdict__buy"><span class="verdict__buy-label">Buy now</span>%s</div></div>') % (
        rating, esc(verdict), "".join('<li><span class="verdict__icon verdict__icon--plus" aria-hidden="true"></span>%s</li>' % esc(x) for x in pros),
        "".join('<li><span class="verdict__icon verdict__icon--minus" aria-hidden="true"></span>%s</li>' % esc(x) for x in cons),
        "".join('<a class="button button--buy" href="https://go.example/aff?store=%s&amp;id=%x" rel="sponsored nofollow noopener" target="_blank">%s at %s</a>' % (
            "".join(c for c in s.lower() if c.isalnum()), r.getrandbits(32), money(p), esc(s)) for s, p in offers))
    EXTRAS.extend(["%s at %s" % (money(p), s) for s, p in offers] + ["Buy now"])
    # the sections: the body's paragraphs dealt out to them, the last
    # one the verdict's
    intro = body[:1]
    paras = list(body[1:])
    secs = [h for h in heads if r.random() < 0.6][:5] or heads[1:3]
    secs.append("Verdict")
    while len(paras) < len(secs):
        paras.insert(len(paras) - 1 if paras else 0, para(r, 2, 5))
    cuts = sorted(r.sample(range(1, len(paras)), len(secs) - 1))
    chunks = [paras[a:b] for a, b in zip([0] + cuts, cuts + [len(paras)])]
    out = ["<p>%s</p>" % esc(x) for x in intro]
    story += intro
    widget_at = set(r.sample(range(len(secs) - 1), min(len(secs) - 1, r.randint(0, 2))))
    spec_at = 0 if secs[0].startswith("Price") else -1

    def widget():
        p = r.choice(offers)
        return ('<div class="product-widget"><div class="product-widget__image"><img src="/images/products/%x.jpg" alt="%s" width="200" height="200" loading="lazy"/></div>'
                '<div class="product-widget__info"><p class="product-widget__name">%s</p><p class="product-widget__price">%s</p>'
                '<a class="product-widget__button" href="https://go.example/aff?store=%s&amp;id=%x" rel="sponsored nofollow noopener" target="_blank">Check price</a></div></div>') % (
            r.getrandbits(32), esc(product), esc(product), money(p[1]), "".join(c for c in p[0].lower() if c.isalnum()), r.getrandbits(32))
    for k, (h, ch) in enumerate(zip(secs, chunks)):
        head = "%s review: %s" % (product, h) if named else h
        out.append('<h2 id="section-%s">%s</h2>' % ("-".join(h.lower().split()), esc(head)))
        out.extend("<p>%s</p>" % esc(x) for x in ch)
        story += [head] + ch
        if k == spec_at and specs:
            sh = "%s review: Specs" % product if named else "Specs"
            out.append('<h2 id="section-specs">%s</h2>' % esc(sh))
            out.append('<div class="table__wrapper"><table class="table__container">\n<tbody>\n%s</tbody>\n</table></div>' % "".join(
                '<tr>\n<td>%s</td>\n<td>%s</td>\n</tr>\n' % (esc(a), esc(b)) for a, b in spec))
            story += [sh] + ["%s %s" % (a, b) for a, b in spec]
        if k in widget_at:
            out.append(widget())
    if spec_at < 0 and specs:
        # no price section: the table after the intro
        sh = "%s review: Specs" % product if named else "Specs"
        i = len(intro)
        out[i:i] = ['<h2 id="section-specs">%s</h2>' % esc(sh), '<div class="table__wrapper"><table class="table__container">\n<tbody>\n%s</tbody>\n</table></div>' % "".join(
            '<tr>\n<td>%s</td>\n<td>%s</td>\n</tr>\n' % (esc(a), esc(b)) for a, b in spec)]
        j = len(story) - sum(1 + len(ch) for ch in chunks)
        story[j:j] = [sh] + ["%s %s" % (a, b) for a, b in spec]
    if widget_at:
        EXTRAS.append("Check price")
    STORY[:] = story
    deals = [(s, money(p)) for s, p in offers] + [(s, money(price + r.choice([0, 5, 10]))) for s in STORES if s not in stores][:r.randint(1, 3)]
    EXTRAS.extend(["Today's best", "View Deal", bio])
    related = ["%s %s %d review" % (LEXICON[r.randrange(len(LEXICON))].title(), LEXICON[r.randrange(len(LEXICON))].title(), r.randint(2, 12)) for _ in range(4)]
    EXTRAS.extend(related)
    if trust:
        trust_html = ('<div class="trust-box"><h4 class="trust-box__title">Why you can trust us</h4><p class="trust-box__text">Our reviewers test every product we cover for days '
                      'before we write about it, and we never take payment for a verdict. When you buy through our links, we may earn a commission.</p></div>')
        EXTRAS.append("Why you can trust us")
    else:
        trust_html = ('<p class="affiliate-disclosure">%s is supported by its readers. When you buy through links on our site, we may earn a commission. '
                      '<a href="/about/affiliates">Here is how it works</a>.</p>') % esc(" ".join(BLOG[0].split()[:-1]))
        EXTRAS.append("we may earn a commission")
    d = date(r)
    crumbs = '<nav class="breadcrumb"><ol class="breadcrumb__list"><li><a href="/reviews">Reviews</a></li><li><a href="/reviews/%ss">%s</a></li></ol></nav>' % (
        kind, {"phone": "Phones", "headphones": "Headphones", "laptop": "Laptops", "smartwatch": "Smartwatches"}[kind])
    deals_html = ('<div class="deals-widget hawk-widget" data-widget-type="price"><h3 class="deals-widget__title">Today\'s best %s deals</h3><ul class="deals-widget__list">%s</ul>'
                  '<p class="deals-widget__note">Prices checked every day</p></div>') % (
        esc(product), "".join('<li class="deals-widget__item"><span class="deals-widget__merchant">%s</span><span class="deals-widget__price">%s</span>'
                              '<a class="deals-widget__button" href="https://go.example/aff?store=%s&amp;id=%x" rel="sponsored nofollow noopener" target="_blank">View Deal</a></li>' % (
                                  esc(s), p, "".join(c for c in s.lower() if c.isalnum()), r.getrandbits(32)) for s, p in deals))
    author = ('<div class="author-bio"><img class="author-bio__image" src="/images/authors/ann-lee.jpg" alt="Ann Lee" width="80" height="80"/><div class="author-bio__text">'
              '<p class="author-bio__name"><a href="/author/ann-lee">Ann Lee</a></p><p class="author-bio__role">Senior Editor</p><p class="author-bio__desc">%s</p></div></div>') % esc(bio)
    rel = ('<section class="related-reviews"><h3 class="related-reviews__title">Related reviews</h3><ul>%s</ul></section>' % "".join(
        '<li class="related-reviews__item"><a href="/reviews/%s"><img src="/images/related/%x.jpg" alt="" width="120" height="80" loading="lazy"/><span>%s</span></a></li>' % (
            "-".join(x.lower().split()), r.getrandbits(32), esc(x)) for x in related))
    main = ('<article class="review-article" data-product="%s">%s<header class="review-header"><h1 class="review-header__title">%s</h1>%s'
            '<div class="review-header__meta"><span class="byline">By <a href="/author/ann-lee" rel="author">Ann Lee</a></span> '
            '<time class="relative-date" datetime="%d-%02d-%02d">published %s %d, %d</time></div></header>%s'
            '<figure class="review-lead"><img src="/images/lead/%x.jpg" alt="%s" width="1920" height="1080"/></figure>'
            '<div id="article-body" class="review-body">%s\n%s</div>%s%s</article>%s') % (
        esc(product), crumbs, esc(t), '<p class="strapline">%s</p>' % esc(TEASER[0]) if strap else "",
        d[2], MONTHS.index(d[1]) + 1, d[0], d[1], d[0], d[2], trust_html, r.getrandbits(32), esc(product),
        box, "\n".join(out), deals_html, author, rel)
    return '<main id="main" class="main-content"><div class="content-wrapper">%s</div></main>' % main


KO_NICKS = ["하늘바라기", "초코맘", "지나가던행인", "dev_kim", "여행자J", "바람돌이",
            "몽글몽글", "코코아", "ㅇㅇ", "별빛산책", "익명", "루나"]  # a nickname for each of NAMES


def tistory(r, t, body, cat, cs):
    """A Korean blog on Tistory (Kakao, 2021-2023), in Korean, in one of
    the platform's skins a site: Odyssey (div.article-header's category,
    h2.title-article and date over div.article-view), Poster or Book
    Club (div.hgroup's category, h1, "by" author and date over
    div.entry-content) or "#2" (div.area_title's category, h3.tit_post
    and detail line over div.area_view).  The skin's box holds what the
    platform writes for the post: an ad ("728x90" or "반응형"), the
    editor's div.tt_article_useless_p_margin (paragraphs as
    <p data-ke-size="size16">, on many sites a blank one,
    <p data-ke-size="size16">&nbsp;</p>, between every two; on some one
    sentence a paragraph, centred; headings as <h3 data-ke-size="size23">
    or the like, numbered on some sites; a few words in bold and colour;
    figure.imageblock's pictures, a caption at times; a quote
    (blockquote data-ke-style), a list, an AdSense block with its
    "반응형" label among the paragraphs, an OpenGraph card of a
    link's title, description and host in p's of the same size), an ad
    after it, the buttons' bar ("공감" and its count, "공유하기",
    "게시글 관리", "구독하기") and on most sites "'CAT' 카테고리의 다른 글"
    (a table of titles, the post's own among them, and dates).  After
    the box the tags ("태그"), the skin's related posts ("관련글" or
    "'CAT' Related Articles": titles, dates) and the comments, as the
    skin lists them (li.rp_general: the name, "2022.03.14 21:05", the
    text, "답글"; replies, the blog owner's li.rp_admin among them,
    in the comment's list) or as the platform's comment app draws them
    (li.tt-item-reply), "비밀댓글입니다." for a secret one, then
    the form.  The truth: the paragraphs (each sentence on the sites
    that write one a paragraph), the headings, the quote and the list's
    items; not the blank paragraphs, ads and their labels, captions,
    the link's card, buttons, tags, related lists nor comments."""
    rs = random.Random(BLOG[0] + " skin")
    skin = rs.choice(["odyssey", "poster", "two"])
    react = rs.random() < 0.5  # the platform's comment app, not the skin's list
    gaps, lines, another = rs.random() < 0.7, rs.random() < 0.3, rs.random() < 0.8
    center = ' style="text-align: center;"' if lines and rs.random() < 0.7 else ""
    numbered, pasted = rs.random() < 0.4, rs.random() < 0.4
    top, bottom, adhost = rs.choice(["728x90", "반응형", None]), rs.random() < 0.6, rs.getrandbits(50)
    htag = rs.choice(['<h3 data-ke-size="size23">%s</h3>'] * 2 + ['<h2 data-ke-size="size26">%s</h2>', '<h4 data-ke-size="size20">%s</h4>'])
    owner = rs.choice([w for w in LEXICON_KO[:1500] if len(w) > 1]) + rs.choice(["", "님", "맘", "로그", "의 일상"])
    host = LEXICON[rs.randrange(len(LEXICON))] + ".tistory.example"
    pub = "ca-pub-%d" % rs.randint(10 ** 15, 10 ** 16 - 1)
    b62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    key = lambda n: "".join(r.choice(b62) for _ in range(n))
    eid = r.randint(20, 900)

    def when(d):  # a comment's date, moved to the 2020s
        return datetime.datetime(d[2] + 12, MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
    posted = (when(cs[0][1]) - datetime.timedelta(minutes=r.randint(30, 4 * 24 * 60)) if cs else
              datetime.datetime(r.choice([2021, 2022, 2023]), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59)))
    long_ = lambda x: "%d. %d. %d. %02d:%02d" % (x.year, x.month, x.day, x.hour, x.minute)
    short = lambda x: "%d.%02d.%02d" % (x.year, x.month, x.day)

    def ad(label):
        EXTRAS.append(label)
        if label == "728x90":
            return ('<div class="revenue_unit_wrap"><div class="revenue_unit_item adfit"><div class="revenue_unit_info">728x90</div>'
                    '<ins class="kakao_ad_area" style="display: none;" data-ad-unit="DAN-%s" data-ad-width="728" data-ad-height="90"></ins>'
                    '<script type="text/javascript" src="//t1.daumcdn.example/kas/static/ba.min.js" async="async"></script></div></div>' % key(16))
        return ('<div class="revenue_unit_wrap"><div class="revenue_unit_item adsense responsive"><div class="revenue_unit_info">반응형</div>'
                '<script src="//pagead2.googlesyndication.example/pagead/js/adsbygoogle.js" async="async"></script>'
                '<ins class="adsbygoogle" style="display: block;" data-ad-host="ca-host-pub-%d" data-ad-client="%s" data-ad-format="auto"></ins>'
                '<script>(adsbygoogle = window.adsbygoogle || []).push({});</script></div></div>' % (adhost, pub))

    def image():
        w, h = r.choice([(1280, 720), (1080, 1440), (800, 600), (1200, 900), (640, 640)])
        src = "https://blog.kakaocdn.example/dn/%s/btr%s/%s/img.%s" % (key(6), key(7), key(22), r.choice(["jpg", "jpg", "png"]))
        cap = "<figcaption>%s</figcaption>" % esc(" ".join(word(r) for _ in range(r.randint(2, 5)))) if r.random() < 0.3 else ""
        return ('<figure class="imageblock alignCenter" data-ke-mobileStyle="widthOrigin" data-origin-width="%d" data-origin-height="%d"><span data-url="%s" data-lightbox="lightbox">'
                '<img src="%s" srcset="https://img1.daumcdn.example/thumb/R1280x0/?scode=mtistory2&amp;fname=%s" onerror="this.onerror=null; this.src=\'//t1.daumcdn.example/tistory_admin/static/images/no-image-v1.png\';" '
                'loading="lazy" width="%d" height="%d" data-origin-width="%d" data-origin-height="%d"/></span>%s</figure>') % (w, h, src, src, src.replace(":", "%3A").replace("/", "%2F"), w, h, w, h, cap)
    blank = '<p data-ke-size="size16">&nbsp;</p>'
    n = len(body)
    heads = {i for i in (1, 3, 5) if i < n - 1 and r.random() < 0.55} if n > 3 else set()
    pics = set(r.sample(range(n), min(n, r.choice([0, 1, 1, 2, 3]))))
    ad_at = r.randrange(1, n) if n > 2 and r.random() < 0.6 else -1
    og_at, quote_at = (r.randrange(n) if r.random() < 0.25 else -1), (r.randrange(n) if n > 2 and r.random() < 0.2 else -1)
    list_at, bold_at = (r.randrange(n) if n > 3 and r.random() < 0.3 else -1), (r.randrange(n) if r.random() < 0.4 else -1)
    out, story, k = ([image(), blank] if r.random() < 0.3 else []), [], 0
    for i, x in enumerate(body):
        if i in heads:
            k += 1
            h = ("%d. " % k if numbered else "") + title(r)
            out.append(htag % esc(h))
            story.append(h)
        parts, cur = [], []
        for w in x.split(" "):  # its sentences, on the sites that write one a paragraph
            cur.append(w)
            if lines and w[-1] in ".?!":
                parts.append(" ".join(cur))
                cur = []
        parts += [" ".join(cur)] if cur else []
        for j, y in enumerate(parts):
            ws = y.split(" ")
            if i == bold_at and j == 0 and len(ws) > 5:
                a = r.randrange(len(ws) - 3)
                y_ = "%s <b>%s</b> %s" % (esc(" ".join(ws[:a])), r.choice(["%s", '<span style="color: #006dd7;">%s</span>', '<span style="color: #ee2323;">%s</span>']) % esc(" ".join(ws[a:a + 3])), esc(" ".join(ws[a + 3:])))
                out.append('<p%s data-ke-size="size16">%s</p>' % (center, y_.strip() if a else y_[1:]))
            else:
                out.append('<p%s data-ke-size="size16">%s</p>' % (center, esc(y)))
        story.extend(parts)
        if i == quote_at:
            q = sentence(r, 5, 14)
            out.append('<blockquote data-ke-style="style%d">%s</blockquote>' % (r.randint(1, 3), esc(q)))
            story.append(q)
        if i == list_at:
            items = [" ".join(word(r) for _ in range(r.randint(2, 7))) for _ in range(r.randint(2, 5))]
            out.append('<ul style="list-style-type: disc;" data-ke-list-type="disc">%s</ul>' % "".join("<li>%s</li>" % esc(y) for y in items))
            story.extend(items)
        if i in pics:
            out.extend([blank, image()] if gaps else [image()])
        if i == og_at:
            og = (title(r), sentence(r, 6, 14), r.choice([host, LEXICON[r.randrange(len(LEXICON))] + ".tistory.example", "m.blog.naver.example"]))
            EXTRAS.extend(og[:2])
            url = "https://%s/%d" % (og[2], r.randint(1, 999))
            out.append('<figure id="og_%d" contenteditable="false" data-ke-type="opengraph" data-ke-align="alignCenter" data-og-type="article" data-og-title="%s" data-og-description="%s" '
                       'data-og-host="%s" data-og-source-url="%s" data-og-url="%s" data-og-image=""><a href="%s" target="_blank" rel="noopener" data-source-url="%s">'
                       '<div class="og-image" style="background-image: url();">&nbsp;</div><div class="og-text"><p class="og-title" data-ke-size="size16">%s</p>'
                       '<p class="og-desc" data-ke-size="size16">%s</p><p class="og-host" data-ke-size="size16">%s</p></div></a></figure>' % (
                           r.getrandbits(40), esc(og[0]), esc(og[1]), og[2], url, url, url, url, esc(og[0]), esc(og[1]), og[2]))
        if i == ad_at:
            out.append(ad("반응형") if not pasted else
                       '<div><script async src="https://pagead2.googlesyndication.example/pagead/js/adsbygoogle.js?client=%s" crossorigin="anonymous"></script>'
                       '<ins class="adsbygoogle" style="display: block; text-align: center;" data-ad-layout="in-article" data-ad-format="fluid" data-ad-client="%s" data-ad-slot="%d"></ins>'
                       '<script>(adsbygoogle = window.adsbygoogle || []).push({});</script></div>' % (pub, pub, adhost % 10 ** 10))
        if gaps and i < n - 1:
            out.extend([blank] * r.choice([1, 1, 1, 2]))
    STORY[:] = story
    others = [(title(r), posted + datetime.timedelta(days=r.randint(-300, 60))) for _ in range(6)]
    EXTRAS.extend([o[0] for o in others] + ["카테고리의 다른 글", "구독하기", "게시글 관리"])
    btns = ('<div class="container_postbtn #post_button_group"><div class="postbtn_like"><script>window.ReactionButtonType = \'reaction\'; window.ReactionReqBody = { entryId: %d }</script>'
            '<div class="wrap_btn" id="reaction-%d"><button class="btn_post uoc-icon"><div class="uoc-icon"><span class="ico_postbtn ico_like">공감</span><span class="txt_like uoc-count">%d</span></div></button></div>'
            '<div class="wrap_btn wrap_btn_share"><button type="button" class="btn_post sns_btn btn_share" aria-expanded="false" data-title="%s" data-pc-url="https://%s/%d" data-blog-title="%s">'
            '<span class="ico_postbtn ico_share">공유하기</span><div class="layer_post" id="tistorySnsLayer"></div></button></div>'
            '<div class="wrap_btn wrap_btn_etc" data-entry-id="%d" data-entry-visibility="public" data-category-visibility="public"><button type="button" class="btn_post btn_etc2" aria-expanded="false">'
            '<span class="ico_postbtn ico_etc">게시글 관리</span><div class="layer_post" id="tistoryEtcLayer"></div></button></div></div>'
            '<button type="button" class="btn_menu_toolbar btn_subscription #subscribe" data-blog-id="%d" data-url="https://%s/%d" data-device="web_pc"><strong class="txt_tool_id">%s</strong>'
            '<em class="txt_state">구독하기</em><span class="img_common_tistory ico_check_type1"></span></button><div data-tistory-react-app="SupportButton"></div></div>') % (
        eid, eid, r.randint(0, 60), esc(t), host, eid, esc(BLOG[0]), eid, rs.randint(10 ** 5, 10 ** 7), host, eid, esc(BLOG[0]))
    # the category's posts around this one, the newest first
    rows = sorted(others[:4] + [(t, posted)], key=lambda o: o[1], reverse=True)
    at = rows.index((t, posted))
    rows = [('<a href="/%d"%s>%s</a>' % (eid + 3 * (at - j), ' class="current"' if j == at else "", esc(o[0])), o[1], len(cs) if j == at else r.randint(0, 9)) for j, o in enumerate(rows)]
    cats = ('<div class="another_category another_category_color_gray"><h4>\'<a href="/category/%s">%s</a>\' 카테고리의 다른 글</h4><table>%s</table></div>' % (
        cat, cat, "".join("<tr><th>%s&nbsp;&nbsp;<span>(%d)</span></th><td>%s</td></tr>" % (a, c, short(d)) for a, d, c in rows))) if another else ""
    desc = ("<!-- System - START -->%s<!-- System - END -->" % ad(top) if top else "") + (
        '<div class="tt_article_useless_p_margin contents_style">%s</div>' % "\n".join(out)) + (
        "<!-- System - START -->%s<!-- System - END -->" % ad("반응형") if bottom else "") + btns + cats
    tags = [LEXICON_KO[r.randrange(len(LEXICON_KO))] for _ in range(r.choice([0, 2, 3, 5, 8]))]
    tag_links = ", ".join('<a href="/tag/%s" rel="tag">%s</a>' % (x, x) for x in tags)
    rel = r.sample(others, 4)
    thumb = lambda: "https://img1.daumcdn.example/thumb/C264x200/?fname=https%%3A%%2F%%2Fblog.kakaocdn.example%%2Fdn%%2F%s%%2Fimg.jpg" % key(12)

    def comment(c, replies):
        nick, d, cp, depth = c
        admin = depth == 2 and r.random() < 0.6
        nick = owner if admin else KO_NICKS[NAMES.index(nick)]
        secret = not admin and r.random() < 0.08
        cls = "rp_admin" if admin else "rp_secret" if secret else "rp_general"
        text = "비밀댓글입니다." if secret else "<br />\n<br />\n".join(esc(p) for p in cp)
        if secret:
            EXTRAS.append(text)
        cid, x = r.randint(10 ** 7, 10 ** 8), when(d)
        pic = "https://tistory1.daumcdn.example/tistory/%d/attach/%s" % (r.randint(10 ** 5, 10 ** 7), key(32))
        home = "https://%s/" % (host if admin else LEXICON[r.randrange(len(LEXICON))] + ".tistory.example")
        if react:
            return ('<li class="tt-item-reply %s"><div class="tt-wrap-cmt"><div class="tt-box-thumb"><a href="%s"><span class="tt-thumbnail" style="background-image: url(&quot;%s&quot;);"></span></a></div>'
                    '<div class="tt-box-content"><div class="tt-box-meta"><a href="%s" class="tt-link-user">%s</a><div class="tt_cmt_profile"><button type="button" class="tt_btn_profile">'
                    '<span class="tt_img_area_reply tt_ico_profile">프로필열기</span></button></div></div><div class="tt-wrap-desc"><p class="tt_desc">%s</p></div>'
                    '<div class="tt-wrap-info"><span class="tt_date">%s</span>%s</div><div class="tt-box-modify"><button type="button" class="tt_img_area_reply tt-button-modify">더보기</button></div></div></div>%s</li>') % (
                cls, home, pic, home, esc(nick), text, long_(x),
                "" if depth == 2 else '<span class="tt-wrap-link-comment"><a href="#" class="tt-link-comment"><span class="tt_txt_g">답글</span><span class="tt_num_g">%s</span></a></span>' % (len(replies) or ""),
                '<ul class="tt-list-reply-comment">%s</ul>' % "".join(replies) if replies else "")
        stamp = "%d.%02d.%02d %02d:%02d" % (x.year, x.month, x.day, x.hour, x.minute)
        if skin == "two":
            return ('<li id="comment%d" class="%s%s"><span class="ico_skin thumb_profile"><img src="%s" width="48" height="48" class="img_profile" alt="프로필사진"></span>'
                    '<span class="reply_content"><span class="tit_nickname">%s</span><span class="txt_date">%s</span><span class="txt_reply">%s</span></span>'
                    '<div class="area_more"><a href="#none" class="btn_more">더보기</a><div class="reply_layer"><div class="inner_reply_layer"><div class="layer_body">'
                    '<a href="/%d#comment%d" class="link_reply">댓글주소</a><a href="#none" class="link_reply">수정/삭제</a>%s</div></div></div></div></li>%s') % (
                cid, "re_reply " if depth == 2 else "", cls, pic, esc(nick), stamp, text, eid, cid,
                "" if depth == 2 else '<a href="#none" class="link_reply">댓글쓰기</a>', "".join(replies))
        return ('<li id="comment%d" class="%s"><figure><img src="%s" width="48" height="48" alt=""></figure><div class="text"><p><strong><a href="%s" onclick="return openLinkInNewWindow(this)">%s</a>'
                '<span class="tistoryProfileLayerTrigger"></span></strong><span class="date">%s</span></p><p>%s</p>%s'
                '<div class="control"><a href="/%d#comment%d">댓글주소</a><a href="#" onclick="deleteComment(%d); return false">수정/삭제</a></div></div>%s</li>') % (
            cid, cls, pic, home, esc(nick), stamp, text, "" if depth == 2 else '<a href="#" onclick="reply(%d); return false" class="btn-reply">답글</a>' % cid, eid, cid, cid,
            "<ul>%s</ul>" % "".join(replies) if replies else "")
    items, i = [], 0
    while i < len(cs):
        j = i + 1
        while j < len(cs) and cs[j][3] == 2:
            j += 1
        items.append(comment(cs[i], [comment(c, []) for c in cs[i + 1:j]]))
        i = j
    if react:
        thread = ('<div data-tistory-react-app="Comment"><div class="tt-comment-cont"><div class="tt-box-total"><span class="tt_txt_g">댓글</span><span class="tt_num_g">%d</span></div>'
                  '<div class="tt-area-reply"><ul class="tt-list-reply">%s</ul></div><form style="margin: 0px;"><div class="tt-area-write"><div class="tt-box-thumb"><span class="tt-thumbnail"></span></div>'
                  '<div class="tt_wrap_write"><div class="tt-box-account"><input type="text" title="이름" placeholder="이름" maxlength="32" value=""><input type="password" title="비밀번호" maxlength="12" placeholder="비밀번호" value=""></div>'
                  '<div class="tt-box-textarea"><div class="tt-inner-g"><div contenteditable="true" placeholder="내용을 입력하세요." class="tt-cmt"></div></div></div>'
                  '<div class="tt-box-write"><label class="tt-xe-label"><input type="checkbox" id="secret"><span class="tt_img_area_reply tt-xe-input-helper"></span><span class="tt-xe-label-text">비밀글</span></label>'
                  '<button type="submit" class="tt-btn_register" disabled="">등록</button></div></div></div></form></div></div>') % (len(cs), "".join(items))
    else:
        thread = ('%s<%s class="%s">%s</%s><form method="post" action="/comment/add/%d" onsubmit="return false" style="margin: 0"><div class="comment-form"><div class="field">'
                  '<input type="text" name="name" placeholder="이름" value=""><input type="password" name="password" maxlength="8" placeholder="비밀번호" value="">'
                  '<div class="secret"><input type="checkbox" name="secret" id="secret"><label for="secret">비밀글</label></div></div>'
                  '<textarea name="comment" cols="" rows="4" placeholder="여러분의 소중한 댓글을 입력해주세요"></textarea>'
                  '<div class="submit"><button type="submit" class="btn">등록</button></div></div></form>') % (
            '<strong class="tit_reply">댓글 <span class="num_reply">%d</span></strong>' % len(cs) if skin == "two" else '<h2>댓글<span class="count">%d</span></h2>' % len(cs),
            "ul" if skin == "two" else "div", "list_reply" if skin == "two" else "comment-list", "".join(items) if skin == "two" else "<ul>%s</ul>" % "".join(items),
            "ul" if skin == "two" else "div", eid)
    if skin == "odyssey":
        art = ('<div class="area-view"><div class="article-header"><div class="inner-article-header"><div class="box-meta"><p class="category"><a href="/category/%s">%s</a></p>'
               '<h2 class="title-article">%s</h2><div class="box-info"><p class="date">%s</p></div></div></div></div><hr><div class="article-view"><div class="contents_style">%s</div></div>'
               '%s<div class="related-articles"><h3 class="title-related"><strong>관련글</strong></h3><ul>%s</ul></div><div class="comments">%s</div></div>') % (
            cat, cat, esc(t), long_(posted), desc,
            '<div class="article-footer"><div class="tags"><h3 class="title-tag">태그</h3><div class="list-tag">%s</div></div></div>' % tag_links if tags else "",
            "".join('<li><a href="/%d"><figure><img src="%s" alt=""></figure><div class="box-content"><p class="title">%s</p><p class="date">%s</p></div></a></li>' % (
                eid - 9 + j, thumb(), esc(o[0]), short(o[1])) for j, o in enumerate(rel)), thread)
        return '<main class="main"><div class="area-main">%s</div></main>' % art
    if skin == "poster":
        art = ('<div class="hgroup"><div class="category"><a href="/category/%s">%s</a></div><h1>%s</h1><div class="post-meta"><span class="author">by %s</span><span class="date">%s</span></div></div>'
               '<div class="entry-content">%s</div>%s<div class="related-articles"><h2><strong>\'%s\'</strong> Related Articles</h2><ul>%s</ul></div><div class="comments">%s</div>') % (
            cat, cat, esc(t), esc(owner), long_(posted), desc, '<div class="tags"><h2>태그</h2><div class="items">%s</div></div>' % tag_links if tags else "", cat,
            "".join('<li><a href="/%d"><span class="thum"><img src="%s" alt=""></span><span class="title">%s</span></a></li>' % (eid - 9 + j, thumb(), esc(o[0])) for j, o in enumerate(rel)), thread)
        return '<section class="container"><article id="content"><div class="inner">%s</div></article></section>' % art
    art = ('<div class="area_title"><strong class="tit_category"><a href="/category/%s">%s</a></strong><h3 class="tit_post"><a href="%s">%s</a></h3>'
           '<span class="txt_detail my_post">%s<span class="txt_bar"></span>%s<span class="txt_bar"></span><a href="#rp">댓글수<span class="num_reply">%d</span></a></span></div>'
           '<div class="area_view">%s</div>%s<div class="area_related"><strong class="tit_related">\'%s\' Related Articles</strong><ul class="list_related">%s</ul></div>'
           '<div class="area_reply" id="rp">%s</div>') % (
        cat, cat, SLUG[0], esc(t), esc(owner), long_(posted), len(cs), desc,
        '<div class="area_etc"><dl class="list_tag"><dt class="tit_tag">태그</dt><dd class="desc_tag">%s</dd></dl></div>' % tag_links if tags else "", cat,
        "".join('<li class="thumb_type"><a href="/%d" class="link_related"><span class="thumb_related"><img src="%s" class="img_related" alt=""></span><span class="txt_related">%s</span>'
                '<span class="date_related">%s</span></a></li>' % (eid - 9 + j, thumb(), esc(o[0]), short(o[1])) for j, o in enumerate(rel)), thread)
    return '<div id="content"><div class="inner"><div class="area_article">%s</div></div></div>' % art
def joomla(r, t, body, cat, cs):
    """An article on a small Joomla site (a club's, a town's or a small
    company's news), com_content's article view as Joomla 3's Protostar
    (2013-2021) or Joomla 4's Cassiopeia (2021-) writes it, the one or
    the other a site: the breadcrumbs ("You are here:"), the menu item's
    page heading on some sites, the div.item-page of schema.org's
    Article, its page-header's headline (h2 in Joomla 3, h1 in 4 when no
    page heading), in Joomla 3 on most sites the icons' dropdown
    ("Print", "Email"), the "Details" dl (dd.createdby "Written by
    NAME", "Parent Category:", "Category:", "Published: 04 March 2012",
    "Last Updated:", "Hits: 1234", which of them a site's options say),
    the tags above the text on some sites, the content vote plugin's
    stars ("User Rating: 4 / 5" and the "Please Rate" form) on some
    sites, the full text image floated left or right (its caption in a
    title in Joomla 3, a figcaption in 4) on some pages, then the
    div itemprop="articleBody": what the editor (TinyMCE or JCE) wrote,
    the intro text and the full text after the "Read more" break run on
    in one box: paragraphs (justified, or each in <span
    style="font-size: 12pt;"> on the sites whose editors set a size, a
    link over some words at times), empty <p>&nbsp;</p> between them on
    some sites, h3 subheadings, a list, a table of a timetable's or
    results' cells (a header row on some), a paragraph of lines split by
    <br />s, a picture in a paragraph of its own; after it the page
    navigation ("Prev" and "Next", the neighbours' titles in title
    attributes in Joomla 3, in visually hidden spans in 4), a share
    plugin's bar on some sites (AddToAny's icons or a "Share this
    article:" line), and on half the sites JComments' box (div#jc:
    "Comments" or "Comments (N)", each comment's box of an avatar,
    "#N", the name, the date, its text split by <br />s, "Reply" and
    "Quote" links, votes on some sites, replies nested in a list on
    the sites that thread them; "Add comment" and its form); no
    comments on the others.  The truth: the article body's text: the
    paragraphs, the subheadings, the list's items, each table row as
    its cells' text ("Date Team Score"; the cells are on lines of their
    own) and each line of the <br /> paragraph; not the details, the
    hits, the rating, the image's caption, the tags, the navigation,
    the share bar nor the comments."""
    rs = random.Random(BLOG[0] + " joomla")
    j4 = rs.random() < 0.45
    gb = rs.random() < 0.6
    base = "/index.php" if rs.random() < 0.5 else ""
    fields = [f for f, p in (("createdby", 0.8), ("parent", 0.2), ("category", 0.9), ("published", 0.85), ("modified", 0.3), ("hits", 0.6)) if rs.random() < p]
    icons = not j4 and rs.random() < 0.7
    crumbs, heading, vote, tagged, pagenav = (rs.random() < p for p in (0.7, 0.15, 0.3, 0.4, 0.7))
    share = rs.choice([None, None, "a2a", "text"])
    jc, counted, tree, jvotes, span, justify, blank = (rs.random() < p for p in (0.5, 0.5, 0.5, 0.4, 0.3, 0.25, 0.35))
    size = rs.choice(["12pt", "12pt", "14pt", "10pt"])
    author = "Super User" if rs.random() < 0.35 else rs.choice(NAMES[:10])
    parent = rs.choice(["News", "Club News", "Latest News", "Community", "Company"])
    aid = r.randint(20, 600)
    alias = "-".join(t.lower().split()[:6])
    curl = "%s/%s" % (base, cat.lower())
    aurl = "%s/%d-%s" % (curl, aid, alias) if not j4 else "%s/%s" % (curl, alias)
    pstyle = ' style="text-align: justify;"' if justify else ""
    wrap = (lambda s: '<span style="font-size: %s;">%s</span>' % (size, s)) if span else (lambda s: s)
    out, story = [], []
    n = len(body)
    heads = set(r.sample(range(2, n), min(n - 2, r.randint(1, 2)))) if n >= 4 and r.random() < 0.5 else set()
    pick = lambda p: r.randrange(n) if r.random() < p else -1
    list_at, table_at, lines_at, link_at, pic_at = pick(0.3), pick(0.2), pick(0.25), pick(0.3), pick(0.2)
    for i, x in enumerate(body):
        if i in heads:
            h = title(r)
            out.append("<h3>%s</h3>" % esc(h))
            story.append(h)
        w = x.split(" ")
        if i == link_at and len(w) > 6:
            k = r.randrange(len(w) - 3)
            inner = '%s<a href="%s/%s">%s</a> %s' % (esc(" ".join(w[:k])) + " " if k else "", base, LEXICON[r.randrange(len(LEXICON))],
                                                   esc(" ".join(w[k:k + 3])), esc(" ".join(w[k + 3:])))
        else:
            inner = esc(x)
        out.append("<p%s>%s</p>" % (pstyle, wrap(inner)))
        story.append(x)
        if i == pic_at:
            out.append('<p><img src="images/%s/%x.jpg" alt="" width="%d" height="%d" style="%s" /></p>' % (
                cat.lower(), r.getrandbits(32), r.choice([300, 400, 600]), r.choice([200, 225, 300, 400]), r.choice(["display: block; margin-left: auto; margin-right: auto;", "float: right; margin: 5px;"])))
        if blank and r.random() < 0.4:
            out.append("<p>&nbsp;</p>")
        if i == lines_at:
            lines = [sentence(r, 2, 8) if r.random() < 0.5 else " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize() for _ in range(r.randint(2, 5))]
            out.append("<p%s>%s</p>" % (pstyle, wrap("<br />".join(esc(y) for y in lines))))
            story.extend(lines)
        if i == list_at:
            items = [sentence(r, 3, 10) for _ in range(r.randint(2, 6))]
            tag = r.choice(["ul", "ul", "ol"])
            out.append("<%s>\n%s</%s>" % (tag, "".join("<li>%s</li>\n" % wrap(esc(y)) for y in items), tag))
            story.extend(items)
        if i == table_at:
            cols = r.randint(2, 4)
            kinds = ["name"] + [r.choice(["name", "time", "score", "num", "day"]) for _ in range(cols - 1)]
            cell = {"name": lambda: " ".join(word(r).title() for _ in range(r.randint(1, 3))), "num": lambda: "%d" % r.randint(1, 99),
                    "time": lambda: "%d:%02d" % (r.randint(8, 20), r.choice([0, 15, 30, 45])), "score": lambda: "%d - %d" % (r.randint(0, 5), r.randint(0, 5)),
                    "day": lambda: "%s %d %s" % (r.choice(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]), r.randint(1, 28), r.choice(MONTHS)[:3])}
            rows = [[cell[k]() for k in kinds] for _ in range(r.randint(2, 6))]
            th = r.random() < 0.6
            head = [word(r).title() for _ in range(cols)] if th else None
            tab = ('<table class="table table-bordered" style="width: 100%;">\n' if r.random() < 0.5
                   else '<table style="width: 100%;" border="1" cellspacing="0" cellpadding="5">\n')
            if th:
                tab += "<thead>\n<tr>\n%s</tr>\n</thead>\n" % "".join("<th>%s</th>\n" % esc(c) for c in head)
                story.append(" ".join(head))
            tab += "<tbody>\n%s</tbody>\n</table>" % "".join("<tr>\n%s</tr>\n" % "".join("<td>%s</td>\n" % esc(c) for c in row) for row in rows)
            out.append(tab)
            story.extend(" ".join(row) for row in rows)
    STORY[:] = story
    # the date: a little before the first comment
    if cs:
        pub = datetime.datetime(cs[0][1][2], MONTHS.index(cs[0][1][1]) + 1, cs[0][1][0]) - datetime.timedelta(days=r.randint(0, 2), hours=r.randint(1, 12))
    else:
        d = date(r)
        pub = datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12, d[4])
    mod = pub + datetime.timedelta(hours=r.randint(1, 300))
    day = lambda x: ("%02d %s %d" if gb else "%s %02d, %d") % ((x.day, MONTHS[x.month - 1], x.year) if gb else (MONTHS[x.month - 1], x.day, x.year))
    iso = lambda x: x.strftime("%Y-%m-%dT%H:%M:%S+00:00")
    ic = (lambda c: '<span class="icon-%s icon-fw" aria-hidden="true"></span>' % c) if j4 else (lambda c: '<span class="icon-%s" aria-hidden="true"></span>' % c)
    hits = r.randint(8, 4000)
    dds = {"createdby": '<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person">\n%sWritten by%s <span itemprop="name">%s</span>\n</dd>' % (
               ic("user") if j4 else "", ":" if j4 else "", esc(author)),
           "parent": '<dd class="parent-category-name">\n%sParent Category: <a href="%s/%s" itemprop="genre">%s</a>\n</dd>' % (
               ic("folder") if j4 else "", base, "-".join(parent.lower().split()), parent),
           "category": '<dd class="category-name">\n%sCategory: <a href="%s" itemprop="genre">%s</a>\n</dd>' % (ic("folder-open") if j4 else "", curl, cat),
           "published": '<dd class="published">\n%s<time datetime="%s" itemprop="datePublished">\nPublished: %s\n</time>\n</dd>' % (ic("calendar"), iso(pub), day(pub)),
           "modified": '<dd class="modified">\n%s<time datetime="%s" itemprop="dateModified">\nLast Updated: %s\n</time>\n</dd>' % (ic("calendar"), iso(mod), day(mod)),
           "hits": '<dd class="hits">\n%s<meta itemprop="interactionCount" content="UserPageVisits:%d"%s>\nHits: %d\n</dd>' % (
               ic("eye" if j4 else "eye-open"), hits, "" if j4 else " /", hits)}
    info = ('<dl class="article-info %s">\n<dt class="article-info-term">\nDetails\n</dt>\n%s\n</dl>' % (
        "text-muted" if j4 else "muted", "\n".join(dds[f] for f in fields))) if fields else ""
    tool = ""
    if icons:
        tool = ('<div class="icons">\n<div class="btn-group pull-right">\n<button class="btn dropdown-toggle" type="button" id="dropdownMenuButton-%d" aria-label="User tools" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">'
                '<span class="icon-cog" aria-hidden="true"></span><span class="caret" aria-hidden="true"></span></button>\n<ul class="dropdown-menu" aria-labelledby="dropdownMenuButton-%d">\n'
                '<li class="print-icon"> <a href="%s?tmpl=component&amp;print=1" title="Print article &lt; %s &gt;" onclick="window.open(this.href,\'win2\',\'status=no,toolbar=no,scrollbars=yes,titlebar=no,menubar=no,resizable=yes,width=640,height=480,directories=no,location=no\'); return false;" rel="nofollow">'
                '<span class="icon-print" aria-hidden="true"></span> Print</a> </li>\n'
                '<li class="email-icon"> <a href="%s/component/mailto/?tmpl=component&amp;template=protostar&amp;link=%x" title="Email this link to a friend" onclick="window.open(this.href,\'win2\',\'width=400,height=450,menubar=yes,resizable=yes\'); return false;" rel="nofollow">'
                '<span class="icon-envelope" aria-hidden="true"></span> Email</a> </li>\n</ul>\n</div>\n</div>') % (aid, aid, aurl, esc(t), base, r.getrandbits(120))
    tags = [word(r).title() for _ in range(r.randint(1, 3))] if tagged and r.random() < 0.8 else []
    tag_html = ('<ul class="tags %s">\n%s</ul>' % ("list-inline" if j4 else "inline", "".join(
        '<li class="%stag-%d tag-list%d" itemprop="keywords">\n<a href="%s/component/tags/tag/%s" class="%s">\n%s</a>\n</li>\n' % (
            "list-inline-item " if j4 else "", r.randint(2, 40), k, base, x.lower(), "btn-sm btn-info" if j4 else "label label-info", esc(x))
        for k, x in enumerate(tags)))) if tags else ""
    rating = ""
    if vote:
        stars, votes = r.randint(1, 5), r.randint(0, 30)
        if votes:
            rating = ('<div class="content_rating"%s>\n<p class="%s" itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">\n'
                      'User Rating:&#160;<span itemprop="ratingValue">%d</span>&#160;/&#160;<span itemprop="bestRating">5</span>\n'
                      '<meta itemprop="ratingCount" content="%d"%s>\n<meta itemprop="worstRating" content="1"%s>\n</p>\n%s\n</div>\n') % (
                ' role="img" aria-label="Rating: %d out of 5"' % stars if j4 else "", "visually-hidden" if j4 else "unseen element-invisible", stars, votes,
                "" if j4 else " /", "" if j4 else " /",
                "<ul>%s</ul>" % "".join('<li class="vote-star%s"><svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 576 512"><path fill="currentColor" d="M259.3 17.8L194 150.2 47.9 171.5c-26.2 3.8-36.7 36.1-17.7 54.6l105.7 103-25 145.5c-4.5 26.3 23.2 46 46.4 33.7L288 439.6l130.7 68.7c23.2 12.2 50.9-7.4 46.4-33.7l-25-145.5 105.7-103c19-18.5 8.5-50.8-17.7-54.6L382 150.2 316.7 17.8c-11.7-23.6-45.6-23.9-57.4 0z"></path></svg></li>' % (
                    "" if k < stars else "-empty") for k in range(5)) if j4 else
                "".join('<img src="/media/system/images/rating_star%s.png" alt="Star %s" />' % (("", "Active") if k < stars else ("_blank", "Inactive")) for k in range(5)))
        rating += ('<form method="post" action="%s?hitcount=0" class="form-inline%s">\n<span class="content_vote">\n<label class="%s" for="content_vote_%d">Please Rate</label>\n'
                   '<select id="content_vote_%d" name="user_rating"%s>\n%s</select>\n&#160;<input class="btn %s" type="submit" name="submit_vote" value="Rate"%s>\n'
                   '<input type="hidden" name="task" value="article.vote"%s>\n<input type="hidden" name="hitcount" value="0"%s>\n<input type="hidden" name="url" value="%s"%s>\n</span>\n</form>') % (
            aurl, " mb-2" if j4 else "", "visually-hidden" if j4 else "unseen element-invisible", aid, aid, ' class="form-select form-select-sm w-auto"' if j4 else "",
            "".join('<option value="%d"%s>Vote %d</option>\n' % (k, ' selected="selected"' if k == 5 else "", k) for k in range(1, 6)),
            "btn-sm btn-primary align-baseline" if j4 else "btn-mini", "" if j4 else " /", "" if j4 else " /", "" if j4 else " /", aurl, "" if j4 else " /")
        EXTRAS.append("Please Rate")
    img = ""
    if r.random() < 0.4:
        src, side, cap = "/images/%s/%x.jpg" % (cat.lower(), r.getrandbits(32)), r.choice(["left", "right", "none"]), sentence(r, 4, 10) if r.random() < 0.4 else ""
        img = ('<figure class="%s item-image">\n<img src="%s" itemprop="image" alt="" width="800" height="533" loading="lazy">%s</figure>' % (
            side, src, '<figcaption class="caption">%s</figcaption>' % esc(cap) if cap else "") if j4 else
            '<div class="pull-%s item-image"> <img %ssrc="%s" alt="" itemprop="image"/> </div>' % (side, 'class="caption" title="%s" ' % esc(cap) if cap else "", src))
    nav = ""
    if pagenav:
        prev, nxt = (title(r) if r.random() < 0.9 else None), (title(r) if r.random() < 0.9 else None)
        if j4:
            a = lambda x, rel, lab, k: ('<a class="btn btn-sm btn-secondary %s" href="%s/%s" rel="%s">\n<span class="visually-hidden">\n%s article: %s</span>\n%s</a>\n' % (
                lab.lower(), curl, "-".join(x.lower().split()), rel, lab, esc(x), k))
            nav = '<nav class="pagenavigation" aria-label="Page Navigation">\n<span class="pagination ms-0">\n%s%s</span>\n</nav>' % (
                a(prev, "prev", "Previous", '<span class="icon-chevron-left" aria-hidden="true"></span> <span aria-hidden="true">Prev</span>') if prev else "",
                a(nxt, "next", "Next", '<span aria-hidden="true">Next</span> <span class="icon-chevron-right" aria-hidden="true"></span>') if nxt else "")
            EXTRAS.extend(["%s article: %s" % (l, x) for l, x in (("Previous", prev), ("Next", nxt)) if x])
        else:
            a = lambda x, rel, lab, cls, k: ('<li class="%s">\n<a class="hasTooltip" title="%s" aria-label="%s article: %s" href="%s/%d-%s" rel="%s">\n%s</a>\n</li>\n' % (
                cls, esc(x), lab, esc(x), curl, r.randint(20, 600), "-".join(x.lower().split()), rel, k))
            nav = '<ul class="pager pagenav">\n%s%s</ul>' % (
                a(prev, "prev", "Previous", "previous", '<span class="icon-chevron-left" aria-hidden="true"></span> <span aria-hidden="true">Prev</span>') if prev else "",
                a(nxt, "next", "Next", "next", '<span aria-hidden="true">Next</span> <span class="icon-chevron-right" aria-hidden="true"></span>') if nxt else "")
    bar = ""
    if share == "a2a":
        bar = ('<div class="addtoany_container"><span class="a2a_kit a2a_kit_size_32 addtoany_list" data-a2a-url="https://%s.example%s" data-a2a-title="%s">\n'
               '<a class="a2a_button_facebook"></a>\n<a class="a2a_button_twitter"></a>\n<a class="a2a_button_whatsapp"></a>\n<a class="a2a_button_email"></a>\n'
               '<a class="a2a_dd" href="https://www.addtoany.com/share"></a>\n</span>\n</div>') % (BLOG[0].split()[0].lower(), aurl, esc(t))
    elif share == "text":
        bar = ('<div class="social-share"><span class="social-share-label">Share this article:</span> %s</div>' % " ".join(
            '<a class="social-share-%s" href="%s" target="_blank" rel="noopener">%s</a>' % (k.lower(), u, k) for k, u in (
                ("Facebook", "https://www.facebook.com/sharer/sharer.php?u=x"), ("Twitter", "https://twitter.com/intent/tweet?url=x"), ("Email", "mailto:?subject=x"))))
        EXTRAS.append("Share this article:")
    thread = ""
    if jc:
        def item(i, c):
            nm, dd, cp, _ = c
            cid = aid * 10 + i
            v = r.choice([0, 0, 1, 2, -1])
            votes = ('<span class="comments-vote"><span id="comment-vote-holder-%d"><a href="#" class="vote-good" title="Good comment!" onclick="jcomments.voteComment(%d, 1);return false;"></a>'
                     '<a href="#" class="vote-poor" title="Poor comment!" onclick="jcomments.voteComment(%d, -1);return false;"></a><span class="%s">%s</span></span></span>\n' % (
                         cid, cid, cid, "vote-good" if v > 0 else "vote-poor" if v < 0 else "vote-none", "%+d" % v if v else "0")) if jvotes else ""
            return ('<div class="%s" id="comment-item-%d">\n<div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&#160;</div></div></div><div class="rbox_m">\n'
                    '<div class="comment-box avatar-indent">\n%s<img class="comment-avatar" src="https://www.gravatar.com/avatar/%032x?d=mm&amp;s=64" alt="" />\n'
                    '<a class="comment-anchor" href="%s#comment-%d" id="comment-%d">#%d</a>\n<span class="comment-author">%s</span>\n<span class="comment-date">%s</span>\n'
                    '<div class="comment-body" id="comment-body-%d">%s</div>\n<span class="comments-buttons">\n<a href="#" onclick="jcomments.showReply(%d); return false;">Reply</a>\n | '
                    '<a href="#" onclick="jcomments.showReply(%d,1); return false;">Reply with quote</a>\n | <a href="#" onclick="jcomments.quoteComment(%d); return false;">Quote</a>\n</span>\n'
                    '</div><div class="clear"></div>\n</div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&#160;</div></div></div></div>\n') % (
                "odd" if i % 2 else "even", cid, votes, r.getrandbits(128), aurl, cid, cid, i + 1, esc(nm), fmt_date(dd), cid, "<br /><br />".join(esc(p) for p in cp), cid, cid, cid)
        lst = ""
        for i, c in enumerate(cs):
            lst += item(i, c)
            nxt = cs[i + 1][3] if i + 1 < len(cs) else 1
            if not tree:
                lst += "</div>\n"
            elif nxt > c[3]:
                lst += '<div class="comments-list" id="comments-list-%d">\n' % (aid * 10 + i)
            elif nxt < c[3]:
                lst += "</div>\n</div>\n</div>\n"
            else:
                lst += "</div>\n"
        head = ('<h4>Comments%s <a class="rss" href="/index.php?option=com_jcomments&amp;task=rss&amp;object_id=%d&amp;object_group=com_content&amp;format=raw" title="RSS feed for comments to this post" target="_blank">&#160;</a>'
                ' <a class="refresh" href="#" title="Refresh comments list" onclick="jcomments.showPage(%d,\'com_content\',0);return false;">&#160;</a></h4>\n') % (
            " (%d)" % len(cs) if counted else "", aid, aid)
        thread = ('<script type="text/javascript">\n<!--\nvar jcomments=new JComments(%d, \'com_content\',\'/index.php?option=com_jcomments&amp;tmpl=component\');\njcomments.setList(\'comments-list\');\n//-->\n</script>\n'
                  '<div id="jc">\n<div id="comments">%s</div>\n<a id="addcomments" href="#addcomments"></a>\n<h4>Add comment</h4>\n<form id="comments-form" name="comments-form" action="javascript:void(null);">\n'
                  '<p>\n<span>\n<input id="comments-form-name" type="text" name="name" value="" maxlength="20" size="22" tabindex="1" />\n<label for="comments-form-name">Name (required)</label>\n</span>\n</p>\n'
                  '<p>\n<span>\n<input id="comments-form-email" type="text" name="email" value="" size="22" tabindex="2" />\n<label for="comments-form-email">E-mail (required, but will not display)</label>\n</span>\n</p>\n'
                  '<p>\n<span>\n<textarea id="comments-form-comment" name="comment" cols="65" rows="8" tabindex="5"></textarea>\n</span>\n</p>\n'
                  '<p>\n<span>\n<input class="checkbox" id="comments-form-subscribe" type="checkbox" name="subscribe" value="1" tabindex="5" />\n<label for="comments-form-subscribe">Notify me of follow-up comments</label><br />\n</span>\n</p>\n'
                  '<div id="comments-form-buttons">\n<div class="btn" id="comments-form-send"><div><a href="#" tabindex="7" onclick="jcomments.saveComment();return false;" title="Send (Ctrl+Enter)">Send</a></div></div>\n'
                  '<div class="btn" id="comments-form-cancel" style="display:none;"><div><a href="#" tabindex="8" onclick="return false;" title="Cancel">Cancel</a></div></div>\n<div style="clear:both;"></div>\n</div>\n'
                  '<div>\n<input type="hidden" name="object_id" value="%d" />\n<input type="hidden" name="object_group" value="com_content" />\n</div>\n</form>\n'
                  '<div id="comments-footer" align="center"><a href="http://www.joomlatune.com" title="JComments" target="_blank">JComments</a></div>\n</div>') % (
            aid, head + ('<div class="comments-list" id="comments-list-0">\n%s</div>\n' % lst if tree else '<div id="comments-list" class="comments-list">\n%s</div>\n' % lst) if cs else "", aid)
        EXTRAS.extend(["Add comment", "Notify me of follow-up comments"])
    htag = "h2" if heading or not j4 else "h1"
    page_head = '<div class="page-header">\n<h1> %s </h1>\n</div>\n' % esc(cat) if heading else ""
    art = ('<div class="%sitem-page" itemscope itemtype="https://schema.org/Article">\n<meta itemprop="inLanguage" content="%s"%s>\n%s'
           '<div class="page-header">\n<%s itemprop="headline">\n%s</%s>\n</div>\n%s\n%s\n%s\n%s%s\n<div itemprop="articleBody"%s>\n%s\n</div>\n%s\n%s\n%s\n</div>') % (
        "com-content-article " if j4 else "", "en-GB" if gb else "en-US", "" if j4 else " /", page_head, htag, esc(t), htag, tool, info, tag_html, rating, img,
        ' class="com-content-article__body"' if j4 else "", "\n".join(out), nav, bar, thread)
    path = [("Home", "/"), (cat, curl), (t, None)]
    if j4:
        bc = ('<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs">\n<ol itemscope itemtype="https://schema.org/BreadcrumbList" class="mod-breadcrumbs breadcrumb px-3 py-2">\n'
              '<li class="mod-breadcrumbs__here float-start">\nYou are here: &#160;\n</li>\n%s</ol>\n</nav>\n') % "".join(
            '<li class="mod-breadcrumbs__item breadcrumb-item%s" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">%s<meta itemprop="position" content="%d"></li>\n' % (
                "" if u else " active", '<a itemprop="item" href="%s" class="pathway"><span itemprop="name">%s</span></a>' % (u, esc(x)) if u else '<span itemprop="name">%s</span>' % esc(x), k + 1)
            for k, (x, u) in enumerate(path))
        return '<div class="grid-child container-component">\n%s<main>\n<div id="system-message-container" aria-live="polite"></div>\n%s\n</main>\n</div>' % (bc if crumbs else "", art)
    bc = ('<div class="moduletable">\n<div aria-label="Breadcrumbs" role="navigation">\n<ul itemscope itemtype="https://schema.org/BreadcrumbList" class="breadcrumb">\n'
          '<li>\nYou are here: &#160;\n</li>\n%s</ul>\n</div>\n</div>\n') % "".join(
        '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"%s>%s<meta itemprop="position" content="%d"></li>\n' % (
            "" if u else ' class="active"', '<a itemprop="item" href="%s" class="pathway"><span itemprop="name">%s</span></a><span class="divider"><img src="/media/system/images/arrow.png" alt="" /></span>' % (u, esc(x))
            if u else '<span itemprop="name">%s</span>' % esc(x), k + 1) for k, (x, u) in enumerate(path))
    return ('<main id="content" role="main" class="span9">\n<!-- Begin Content -->\n%s<div id="system-message-container">\n</div>\n%s\n<!-- End Content -->\n</main>') % (
        bc if crumbs else "", art)
# GOV.UK's taxonomy's branches (the breadcrumbs, "Explore the topic")
# and the footer's lists, as every page of the site shows them
GOV_TOPICS = ["Business and industry", "Crime, justice and law", "Defence and armed forces", "Education, training and skills",
              "Environment", "Government", "Health and social care", "Housing, local and community", "International",
              "Money", "Regional and local government", "Society and culture", "Transport", "Welfare", "Work"]
GOV_FOOTER = [("Topics", ["Benefits", "Births, death, marriages and care", "Business and self-employed", "Childcare and parenting",
                          "Citizenship and living in the UK", "Crime, justice and the law", "Disabled people", "Driving and transport",
                          "Education and learning", "Employing people", "Environment and countryside", "Housing and local services",
                          "Money and tax", "Passports, travel and living abroad", "Visas and immigration", "Working, jobs and pensions"]),
              ("Government activity", ["Departments", "News", "Guidance and regulation", "Research and statistics",
                                       "Policy papers and consultations", "Transparency", "How government works", "Get involved"])]
GOV_SUPPORT = ["Help", "Privacy", "Cookies", "Accessibility statement", "Contact", "Terms and conditions",
               "Rhestr o Wasanaethau Cymraeg", "Government Digital Service"]


def govpress(r, t, body, cat, cs):
    """A department's press release, news story or speech on GOV.UK as
    its publishing frontend wrote them in 2020-2023 (the design
    system's govuk- and gem-c- components): the cookie banner, the
    header (the crown's logotype, "Menu", the search form), a global
    bar on the sites of 2020-2021 ("Coronavirus (COVID-19)"), the
    breadcrumbs of the taxonomy, gem-c-title with its context ("Press
    release", "News story", "Speech" or "Oral statement to
    Parliament") over the h1, "English | Cymraeg" beside it on some
    sites, the lead paragraph (p.gem-c-lead-paragraph, the feed's
    description), the department's crest and gem-c-metadata ("From:"
    the department, a minister or an agency, "Published", at times
    "Last updated" and "See all updates"), "Get emails about this
    page"; on speeches "Location:" and "Delivered on: DATE (Original
    script, may differ from delivered version)"; the lead picture with
    its caption on some pages; then the body in div.govspeak:
    paragraphs (a link in one at times), h2 headings, a line ending in
    a colon over a ul of items, a picture (figure.image.embedded, a
    caption), the quotes as the department writes them (a line "NAME,
    ROLE, said:" then the quote in curly quotes, as a paragraph or in a
    blockquote), on press releases "Notes to editors" (an h2 and an ol)
    and on some sites the press office's contact card (div.contact:
    its heading, address lines, email and telephone), on half the
    speeches "Thank you." closing them; after it "Share this page"
    (Facebook, Twitter), the published dates and the change history,
    the sidebar's "Related content" (titles of other pages) and
    "Explore the topic", "Is this page useful?" ("Yes", "No", "Report a
    problem with this page", the hidden forms' "Help us improve
    GOV.UK"), the footer's lists of topics and government activity,
    the support links, the Open Government Licence's line and "Crown
    copyright".  No comments.  The truth: the lead paragraph, then the
    govspeak's text in order: paragraphs, headings, the lines
    introducing lists and quotes, the list items, the quotes with their
    quote marks, the notes to editors' heading and items, "Thank you."
    on speeches; not the metadata nor the speech's delivery line, the
    captions, the share links, the dates, the related content, the
    feedback nor the footer; the contact card (the press office's
    address, the same on every release of the department) is neither
    the text nor counted as chrome."""
    rs = random.Random(BLOG[0] + " govpress")
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))].title()
    form = rs.choice(["Department for %s and %s", "Department for %s", "Ministry of %s", "Department of %s and %s", "Office for %s"])
    dept = form % tuple(lw(rs) for _ in range(form.count("%s")))
    dslug = "-".join(dept.lower().split())
    agency = "%s %s Agency" % (lw(rs), lw(rs))
    subject = dept.split()[2]
    names = rs.sample(NAMES[:10], 4)
    # (name, role, how a release calls them before their name, how "From:" links them)
    people = [(names[0], "Secretary of State for %s" % subject, "%s Secretary" % subject, "The Rt Hon %s MP" % names[0]),
              (names[1], "Minister for %s" % lw(rs), "%s Minister" % subject, "%s MP" % names[1]),
              (names[2], "Parliamentary Under Secretary of State for %s" % lw(rs), "Minister", "%s MP" % names[2]),
              (names[3], "Chief Executive of the %s" % agency, "%s Chief Executive" % agency, None)]
    press, news = rs.choice([(0.6, 0.3), (0.3, 0.6), (0.5, 0.35), (0.75, 0.25)])
    quoted = rs.choice(["p", "p", "blockquote"])
    notes_head = rs.choice(["Notes to editors", "Notes to editors", "Notes to Editors", "Notes for editors"])
    card = rs.random() < 0.5
    card_head = rs.choice(["Media enquiries", "Press office", "%s press office" % dept])
    year0 = rs.choice([2020, 2021, 2022, 2023])
    welsh = rs.random() < 0.15
    covid = year0 <= 2021 and rs.random() < 0.7
    crest = rs.random() < 0.8
    slug = lambda s: "-".join("".join(c for c in s.lower() if c.isalnum() or c == " ").split())
    x = r.random()
    kind = "press" if x < press else "news" if x < press + news else "speech"
    context = {"press": "Press release", "news": "News story"}.get(kind) or r.choice(["Speech", "Speech", "Speech", "Oral statement to Parliament"])
    d = date(r)
    pub = datetime.date(r.choice([year0, year0, min(year0 + 1, 2023)]), MONTHS.index(d[1]) + 1, d[0])
    gd = lambda x: "%d %s %d" % (x.day, MONTHS[x.month - 1], x.year)
    lead = sentence(r, 14, 30)
    TEASER.append(lead)
    # the govspeak body
    n = len(body)
    speakers = [people[0], people[3]] if r.random() < 0.4 else r.sample(people[:3], 2)
    quote_at = []
    if kind != "speech" and n >= 2 and r.random() < 0.85:
        quote_at.append(r.randint(1, min(2, n - 1)))
        if quote_at[0] + 2 <= n - 1 and r.random() < 0.5:
            quote_at.append(r.randint(quote_at[0] + 2, n - 1))
    head_at = set(r.sample(range(2, n), min(n - 2, r.randint(1, 3)))) if n >= 4 and r.random() < (0.6 if kind == "speech" else 0.35) else set()
    list_at = r.randrange(n) if r.random() < 0.35 else -1
    img_at = r.randrange(1, n) if n > 1 and kind != "speech" and r.random() < 0.15 else -1
    link_at = r.randrange(n) if r.random() < 0.4 else -1
    out, story = [], []
    for i, p in enumerate(body):
        if i in head_at:
            h = " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize()
            out.append('<h2 id="%s">%s</h2>' % (slug(h), esc(h)))
            story.append(h)
        if i in quote_at:
            name, role, short, _ = speakers[quote_at.index(i)]
            said = r.choice(["%s %s said:" % (short, name), "%s, %s, said:" % (role, name), "%s, %s, said:" % (name, role)])
            q = "\u201c%s\u201d" % p
            out.append("<p>%s</p>" % esc(said))
            out.append('<blockquote>\n  <p class="last-child">%s</p>\n</blockquote>' % esc(q) if quoted == "blockquote" else "<p>%s</p>" % esc(q))
            story += [said, q]
        elif i == link_at and len(p.split()) > 8:
            w = p.split(" ")
            k = r.randrange(2, len(w) - 4)
            out.append('<p>%s <a href="/government/publications/%s">%s</a> %s</p>' % (
                esc(" ".join(w[:k])), slug(" ".join(w[k:k + 4])), esc(" ".join(w[k:k + 4])), esc(" ".join(w[k + 4:]))))
            story.append(p)
        else:
            out.append("<p>%s</p>" % esc(p))
            story.append(p)
        if i == list_at:
            intro = sentence(r, 6, 14)[:-1] + ":"
            items = [" ".join(word(r) for _ in range(r.randint(3, 12))) for _ in range(r.randint(2, 6))]
            out.append("<p>%s</p>\n<ul>\n%s</ul>" % (esc(intro), "".join("  <li>%s</li>\n" % esc(x) for x in items)))
            story += [intro] + items
        if i == img_at:
            out.append('<figure class="image embedded"><div class="img"><img src="/government/uploads/system/uploads/image_data/file/%d/s960_%s.jpg" alt="%s"></div>'
                       '%s</figure>' % (r.randint(100000, 199999), slug(lw(r)), esc(sentence(r, 3, 8)[:-1]),
                                        "<figcaption><p>%s</p></figcaption>" % esc(sentence(r, 5, 12)) if r.random() < 0.7 else ""))
    if kind == "speech" and r.random() < 0.5:
        out.append("<p>Thank you.</p>")
        story.append("Thank you.")
    if kind == "news" and n > 2 and r.random() < 0.15:
        items = [sentence(r, 8, 20) for _ in range(r.randint(2, 4))]
        out.append('<h2 id="background">Background</h2>\n<ul>\n%s</ul>' % "".join("  <li>%s</li>\n" % esc(x) for x in items))
        story += ["Background"] + items
    if kind == "press" and r.random() < 0.75:
        items = [r.choice([sentence(r, 8, 22), para(r, 1, 3)]) for _ in range(r.randint(1, 5))]
        out.append('<h2 id="%s">%s</h2>\n<ol>\n%s</ol>' % (slug(notes_head), esc(notes_head), "".join("  <li>%s</li>\n" % esc(x) for x in items)))
        story += [notes_head] + items
    if kind == "press" and card and r.random() < 0.85:
        rc = random.Random(BLOG[0] + " govpress card")
        out.append('<div id="contact_%d" class="contact postal-address">\n<div class="content">\n<h3>%s</h3>\n<div class="vcard contact-inner">\n'
                   '<p class="adr">\n<span class="street-address">%d %s Street</span><br>\n<span class="locality">London</span><br>\n'
                   '<span class="postal-code">SW1A %d%s%s</span><br>\n<span class="country-name">United Kingdom</span>\n</p>\n'
                   '<div class="email-url-number">\n<p class="email">\n<span class="type">Email</span>\n<a href="mailto:newsdesk@%s.gov.uk" class="email">newsdesk@%s.gov.uk</a>\n</p>\n'
                   '<p class="tel">\n<span class="type">Telephone</span>\n020 7%03d %04d\n</p>\n</div>\n</div>\n</div>\n</div>' % (
                       rc.randint(1000, 9999), esc(card_head), rc.randint(1, 120), lw(rc), rc.randint(1, 9), rc.choice("ABDEHJLNPQRSTUWXYZ"), rc.choice("ABDEHJLNPQRSTUWXYZ"),
                       subject.lower(), subject.lower(), rc.randint(0, 999), rc.randint(0, 9999)))
    STORY[:] = story
    # the chrome
    related = [title(r) for _ in range(r.randint(2, 5))]
    EXTRAS.extend(related + ["Get emails about this page", "Share this page", "Is this page useful?", "Report a problem with this page",
                             "Help us improve GOV.UK", "Open Government Licence v3.0", "We use some essential cookies to make this website work."])
    frm = [('/government/organisations/%s' % dslug, dept)]
    if kind == "speech":
        who = r.choice(people[:3])
        frm.append(("/government/people/%s" % slug(who[0]), who[3]))
    else:
        if r.random() < 0.5:
            who = r.choice(people[:3])
            frm.append(("/government/people/%s" % slug(who[0]), who[3]))
        if r.random() < 0.2:
            frm.append(("/government/organisations/%s" % slug(agency), agency))
    links = ['<a href="%s" class="govuk-link">%s</a>' % (u, esc(s)) for u, s in frm]
    links = ", ".join(links[:-1]) + " and " + links[-1] if len(links) > 1 else links[0]
    updated = pub + datetime.timedelta(days=r.randint(1, 90)) if r.random() < 0.25 else None
    meta = ('<div class="gem-c-metadata" data-module="gem-toggle">\n<dl data-module="gem-track-click">\n'
            '<dt class="gem-c-metadata__term">From:</dt>\n<dd class="gem-c-metadata__definition">%s</dd>\n'
            '<dt class="gem-c-metadata__term">Published</dt>\n<dd class="gem-c-metadata__definition">%s</dd>\n%s</dl>\n</div>') % (
        links, gd(pub), '<dt class="gem-c-metadata__term">Last updated</dt>\n<dd class="gem-c-metadata__definition">%s <span class="gem-c-metadata__definition-link">'
                        '&#8212; <a href="#history" class="govuk-link js-see-all-updates-link">See all updates</a></span></dd>\n' % gd(updated) if updated else "")
    bell = ('<div class="gem-c-single-page-notification-button govuk-!-display-none-print" data-module="gem-track-click"><form class="gem-c-single-page-notification-button__form" '
            'action="/email/subscriptions/single-page/new" method="POST"><input type="hidden" name="base_path" value="/government/news%s">'
            '<button class="govuk-body-s gem-c-single-page-notification-button__submit" type="submit" data-track-category="Single-page-notification-button" data-track-action="Subscribe-button">'
            '<svg class="gem-c-single-page-notification-button__icon" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" height="18" width="18" viewBox="0 0 459.334 459.334">'
            '<path fill="currentColor" d="M177.216 404.514c-.001.12-.009.239-.009.359 0 30.078 24.383 54.461 54.461 54.461s54.461-24.383 54.461-54.461c0-.12-.008-.239-.009-.359H175.216z"></path></svg>'
            '<span class="gem-c-single-page-notification-button__text">Get emails about this page</span></button></form></div>') % SLUG[0][:-5]
    logo = ('<div class="govuk-grid-column-one-third metadata-logo"><div class="gem-c-organisation-logo brand--%s"><a href="/government/organisations/%s" '
            'class="gem-c-organisation-logo__container gem-c-organisation-logo__link gem-c-organisation-logo__crest gem-c-organisation-logo__crest--single-identity brand__border-color">'
            '<span class="gem-c-organisation-logo__name">%s</span></a></div></div>') % (dslug, dslug, "<br>".join(esc(x) for x in [" ".join(dept.split()[:2]), " ".join(dept.split()[2:])]))
    important = ""
    if kind == "speech":
        delivered = pub - datetime.timedelta(days=r.randint(0, 3))
        important = ('<div class="app-c-important-metadata" data-module="gem-track-click"><dl class="app-c-important-metadata__list">%s'
                     '<dt class="app-c-important-metadata__term">Delivered on:</dt><dd class="app-c-important-metadata__definition">'
                     '<time datetime="%s">%s</time> (%s)</dd></dl></div>') % (
            '<dt class="app-c-important-metadata__term">Location:</dt><dd class="app-c-important-metadata__definition">%s House, London</dd>' % lw(r) if r.random() < 0.6 else "",
            delivered.isoformat(), gd(delivered), r.choice(["Original script, may differ from delivered version", "Original script, may differ from delivered version",
                                                            "Transcript of the speech, exactly as it was delivered", "Speaker's notes, may differ from delivered version"]))
    figure = ""
    if kind != "speech" and r.random() < 0.45:
        figure = ('<figure class="app-c-figure" lang="en"><img class="app-c-figure__image" src="/government/uploads/system/uploads/image_data/file/%d/s465_%s.jpg" alt="">%s</figure>') % (
            r.randint(100000, 199999), slug(lw(r)), '<figcaption class="app-c-figure__figcaption"><p class="app-c-figure__figcaption-text">%s</p></figcaption>' % esc(sentence(r, 5, 14)) if r.random() < 0.6 else "")
    share = ('<div class="gem-c-share-links govuk-!-display-none-print" data-module="gem-track-click"><h2 class="gem-c-share-links__title">Share this page</h2><ul class="gem-c-share-links__list">%s</ul></div>' % "".join(
        '<li class="gem-c-share-links__list-item"><a target="_blank" rel="noopener noreferrer external" data-track-category="social media" data-track-action="%s" '
        'class="govuk-link govuk-link--no-underline gem-c-share-links__link" href="%s"><span class="gem-c-share-links__svg-wrapper"><svg aria-hidden="true" class="gem-c-share-links__svg" '
        'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" height="32" width="32"><path fill="currentColor" d="M0 0h32v32H0z"></path></svg></span><span class="govuk-visually-hidden">Share on </span>%s'
        '<span class="govuk-visually-hidden"> (opens in new tab)</span></a></li>' % (s.lower(), u, s) for s, u in [
            ("Facebook", "https://www.facebook.example/sharer/sharer.php?u=https%%3A%%2F%%2Fwww.gov.uk%%2Fgovernment%%2Fnews%s" % SLUG[0][:-5].replace("/", "%2F")),
            ("Twitter", "https://twitter.example/share?url=https%%3A%%2F%%2Fwww.gov.uk%%2Fgovernment%%2Fnews%s" % SLUG[0][:-5].replace("/", "%2F"))]))
    notes = ["First published."] + ([r.choice(["Added translation", "Updated to include further information.", "Corrected a figure in the notes to editors.", "Added a link to the guidance."])] if updated else [])
    dates = ('<div class="app-c-published-dates app-c-published-dates--history" id="history" lang="en">Published %s%s%s</div>') % (
        gd(pub), '<br>Last updated %s <a href="#full-history" class="app-c-published-dates__toggle govuk-link" data-controls="full-history" data-expanded="false">+ show all updates</a>' % gd(updated) if updated else "",
        '<div class="app-c-published-dates__change-history js-hidden" id="full-history"><ol class="app-c-published-dates__list">%s</ol></div>' % "".join(
            '<li class="app-c-published-dates__change-item"><time class="app-c-published-dates__change-date timestamp" datetime="%s">%s</time><p class="app-c-published-dates__change-note">%s</p></li>' % (
                dd.isoformat(), gd(dd), esc(nt)) for dd, nt in reversed(list(zip([pub, updated], notes)))) if updated else "")
    topics = r.sample(GOV_TOPICS, r.randint(1, 2))
    rid = r.getrandbits(24)
    sidebar = ('<div class="govuk-grid-column-one-third"><div class="gem-c-contextual-sidebar"><div class="gem-c-related-navigation">'
               '<h2 id="related-nav-related_items-%x" class="gem-c-related-navigation__main-heading" data-track-count="sidebarRelatedItemSection">Related content</h2>'
               '<nav role="navigation" class="gem-c-related-navigation__nav-section" aria-labelledby="related-nav-related_items-%x" data-module="gem-toggle">'
               '<ul class="gem-c-related-navigation__link-list" data-module="gem-track-click">%s</ul></nav>'
               '<nav role="navigation" class="gem-c-related-navigation__nav-section" aria-labelledby="related-nav-topics" data-module="gem-toggle">'
               '<h3 id="related-nav-topics" class="gem-c-related-navigation__sub-heading gem-c-related-navigation__sub-heading--sidebar">Explore the topic</h3>'
               '<ul class="gem-c-related-navigation__link-list">%s</ul></nav></div></div></div>') % (
        rid, rid, "".join('<li class="gem-c-related-navigation__link"><a class="govuk-link gem-c-related-navigation__section-link gem-c-related-navigation__section-link--sidebar '
                                       'gem-c-related-navigation__section-link--other" href="/government/news/%s">%s</a></li>' % (slug(x), esc(x)) for x in related),
        "".join('<li class="gem-c-related-navigation__link"><a class="govuk-link gem-c-related-navigation__section-link gem-c-related-navigation__section-link--sidebar" href="/%s">%s</a></li>' % (
            slug(x), esc(x)) for x in topics))
    crumbs = ('<div class="gem-c-contextual-breadcrumbs"><div class="govuk-breadcrumbs gem-c-breadcrumbs govuk-breadcrumbs--collapse-on-mobile" data-module="gem-track-click">'
              '<ol class="govuk-breadcrumbs__list"><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/">Home</a></li>%s</ol></div></div>') % "".join(
        '<li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/%s">%s</a></li>' % (slug(x), esc(x)) for x in [topics[0]] + ([lw(r) + " " + word(r)] if r.random() < 0.6 else []))
    cookie = ('<div id="global-cookie-message" class="gem-c-cookie-banner govuk-clearfix" data-module="cookie-banner" role="region" aria-label="Cookies on GOV.UK">'
              '<div class="gem-c-cookie-banner__message govuk-width-container"><div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">'
              '<h2 class="govuk-heading-m">Cookies on GOV.UK</h2><div class="govuk-body"><p class="govuk-body">We use some essential cookies to make this website work.</p>'
              '<p class="govuk-body">We\u2019d like to set additional cookies to understand how you use GOV.UK, remember your settings and improve government services.</p>'
              '<p class="govuk-body">We also use cookies set by other sites to help us deliver content from their services.</p></div></div></div>'
              '<div class="govuk-button-group"><button class="govuk-button" type="submit" data-accept-cookies="true">Accept additional cookies</button>'
              '<button class="govuk-button" type="submit" data-reject-cookies="true">Reject additional cookies</button><a class="govuk-link" href="/help/cookies">View cookies</a></div></div></div>')
    header = ('<a href="#content" class="govuk-skip-link" data-module="govuk-skip-link">Skip to main content</a>'
              '<header role="banner" id="global-header" class="gem-c-layout-header govuk-header" data-module="govuk-header"><div class="govuk-header__container govuk-width-container">'
              '<div class="govuk-header__logo"><a href="/" class="govuk-header__link govuk-header__link--homepage" title="Go to the GOV.UK homepage"><span class="govuk-header__logotype">'
              '<svg aria-hidden="true" focusable="false" class="govuk-header__logotype-crown" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 97" height="30" width="36">'
              '<path fill="currentColor" fill-rule="evenodd" d="M25 30.2c3.5 1.5 7.7-.2 9.1-3.7 1.5-3.6-.2-7.8-3.9-9.2-3.6-1.4-7.6.3-9.1 3.9-1.4 3.5.3 7.5 3.9 9z"></path></svg>'
              '<span class="govuk-header__logotype-text">GOV.UK</span></span></a></div><div class="govuk-header__content">'
              '<button type="button" class="govuk-header__menu-button govuk-js-header-toggle" aria-controls="navigation" aria-label="Show or hide navigation menu">Menu</button>'
              '<form class="gem-c-layout-header__search-form" action="/search" method="get" role="search"><label for="site-search-text" class="govuk-label">Search GOV.UK</label>'
              '<input type="search" id="site-search-text" name="q" class="gem-c-search__item gem-c-search__input"><button class="gem-c-search__submit" type="submit">Search</button></form>'
              '</div></div></header>')
    bar = ('<div id="global-bar" class="gem-c-global-bar" data-module="global-bar"><p class="gem-c-global-bar-message govuk-width-container">'
           '<span class="gem-c-global-bar-title">Coronavirus (COVID-19):</span> <a href="/coronavirus" class="govuk-link gem-c-global-bar-link">guidance and support</a></p></div>') if covid else ""
    trans = ('<div class="govuk-grid-column-one-third"><nav role="navigation" class="gem-c-translation-nav" aria-label="Translations"><ul class="gem-c-translation-nav__list">'
             '<li class="gem-c-translation-nav__list-item"><span lang="en">English</span></li><li class="gem-c-translation-nav__list-item">'
             '<a hreflang="cy" lang="cy" rel="alternate" class="govuk-link" href="%s.cy">Cymraeg</a></li></ul></nav></div>' % SLUG[0][:-5]) if welsh else ""
    feedback = ('<div class="gem-c-feedback govuk-!-display-none-print" data-module="feedback"><div class="gem-c-feedback__prompt gem-c-feedback__js-show js-prompt" tabindex="-1">'
                '<div class="gem-c-feedback__prompt-content"><div class="gem-c-feedback__prompt-questions js-prompt-questions"><h2 class="gem-c-feedback__prompt-question">Is this page useful?</h2>'
                '<ul class="gem-c-feedback__option-list"><li class="gem-c-feedback__option-list-item"><button class="govuk-button gem-c-feedback__prompt-link js-page-is-useful">Yes '
                '<span class="govuk-visually-hidden">this page is useful</span></button></li><li class="gem-c-feedback__option-list-item"><button class="govuk-button gem-c-feedback__prompt-link js-toggle-form js-page-is-not-useful" '
                'aria-controls="page-is-not-useful" aria-expanded="false">No <span class="govuk-visually-hidden">this page is not useful</span></button></li></ul></div>'
                '<div class="gem-c-feedback__prompt-questions gem-c-feedback__prompt-success js-prompt-success" role="alert" hidden>Thank you for your feedback</div>'
                '<div class="gem-c-feedback__prompt-questions gem-c-feedback__prompt-questions--something-is-wrong js-prompt-questions">'
                '<button class="govuk-button gem-c-feedback__prompt-link js-toggle-form js-something-is-wrong" aria-expanded="false" aria-controls="something-is-wrong">Report a problem with this page</button></div></div></div>'
                '<form action="/contact/govuk/problem_reports" id="something-is-wrong" class="gem-c-feedback__form js-feedback-form" data-track-category="Onsite Feedback" hidden>'
                '<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds"><h3 class="gem-c-feedback__form-heading">Help us improve GOV.UK</h3>'
                '<p class="gem-c-feedback__form-paragraph">Don\u2019t include personal or financial information like your National Insurance number or credit card details.</p>'
                '<input type="hidden" name="url" value="https://www.gov.uk/government/news%s"><div class="govuk-form-group"><label class="govuk-label" for="input-what-doing">What were you doing?</label>'
                '<input class="govuk-input" id="input-what-doing" name="what_doing" type="text"></div><div class="govuk-form-group"><label class="govuk-label" for="input-what-wrong">What went wrong?</label>'
                '<input class="govuk-input" id="input-what-wrong" name="what_wrong" type="text"></div><button class="govuk-button" type="submit">Send</button></div></div></form>'
                '<form action="/contact/govuk/email-survey-signup" id="page-is-not-useful" class="gem-c-feedback__form gem-c-feedback__form--email js-feedback-form" hidden>'
                '<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds"><h3 class="gem-c-feedback__form-heading">Help us improve GOV.UK</h3>'
                '<p id="survey_explanation" class="gem-c-feedback__form-paragraph">To help us improve GOV.UK, we\u2019d like to know more about your visit today. We\u2019ll send you a link to a feedback form. '
                'It will take only 2 minutes to fill in. Don\u2019t worry we won\u2019t send you spam or share your email address with anyone.</p><div class="govuk-form-group">'
                '<label class="govuk-label" for="input-email">Email address</label><input class="govuk-input" id="input-email" name="email_survey_signup[email_address]" type="email"></div>'
                '<button class="govuk-button" type="submit">Send me the survey</button></div></div></form></div>') % SLUG[0][:-5]
    footer = ('<footer class="gem-c-layout-footer govuk-footer" role="contentinfo"><div class="govuk-width-container"><div class="govuk-footer__navigation">%s</div>'
              '<hr class="govuk-footer__section-break"><div class="govuk-footer__meta"><div class="govuk-footer__meta-item govuk-footer__meta-item--grow">'
              '<h2 class="govuk-visually-hidden">Support links</h2><ul class="govuk-footer__inline-list">%s</ul>'
              '<svg aria-hidden="true" focusable="false" class="govuk-footer__licence-logo" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 483.2 195.7" height="17" width="41"><path fill="currentColor" d="M0 0h483v196H0z"></path></svg>'
              '<span class="govuk-footer__licence-description">All content is available under the <a class="govuk-footer__link" href="https://www.nationalarchives.example/doc/open-government-licence/version/3/" rel="license">'
              'Open Government Licence v3.0</a>, except where otherwise stated</span></div><div class="govuk-footer__meta-item"><a class="govuk-footer__link govuk-footer__copyright-logo" '
              'href="https://www.nationalarchives.example/information-management/re-using-public-sector-information/uk-government-licensing-framework/crown-copyright/">\u00a9 Crown copyright</a></div></div></div></footer>') % (
        "".join('<div class="govuk-footer__section govuk-grid-column-%s"><h2 class="govuk-footer__heading govuk-heading-m">%s</h2><ul class="govuk-footer__list%s">%s</ul></div>' % (
            "two-thirds" if k == 0 else "one-third", h, " govuk-footer__list--columns-2" if k == 0 else "", "".join(
                '<li class="govuk-footer__list-item"><a class="govuk-footer__link" href="/%s">%s</a></li>' % (slug(x), esc(x)) for x in xs)) for k, (h, xs) in enumerate(GOV_FOOTER)),
        "".join('<li class="govuk-footer__inline-list-item"><a class="govuk-footer__link" href="/%s">%s</a></li>' % (slug(x), esc(x)) for x in GOV_SUPPORT))
    main = ('<main role="main" id="content" class="govuk-main-wrapper govuk-main-wrapper--auto-spacing" lang="en">'
            '<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds"><div class="gem-c-title govuk-!-margin-top-8 govuk-!-margin-bottom-8">'
            '<span class="govuk-caption-xl gem-c-title__context">%s</span><h1 class="gem-c-title__text govuk-heading-l">%s</h1></div></div>%s'
            '<div class="govuk-grid-column-two-thirds"><p class="gem-c-lead-paragraph">%s</p></div></div>'
            '<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds metadata-logo-wrapper"><div class="govuk-grid-row">%s'
            '<div class="govuk-grid-column-%s metadata-column">%s%s</div></div></div></div>%s'
            '<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds"><div class="content-bottom-margin"><div class="responsive-bottom-margin">%s'
            '<div class="gem-c-govspeak govuk-govspeak" data-module="govspeak"><div class="govspeak">\n%s\n</div></div>%s</div>%s</div></div>%s</div></main>') % (
        context, esc(t), trans, esc(lead), logo if crest else "", "two-thirds" if crest else "full", meta, bell, important,
        figure, "\n".join(out), share, dates, sidebar)
    return '%s%s%s<div class="govuk-width-container">%s%s%s</div>%s' % (cookie, header, bar, crumbs, main, feedback, footer)
def newsletter(r, t, body, cat, cs):
    """An email newsletter's issue as Mailchimp's campaign archive
    (us1.campaign-archive.com, 2019-2023) serves it: the whole email in
    nested tables with inline styles, table#bodyTable and td#bodyCell
    around the template's container and its preheader, header, body
    and footer (the cells of the 2016 templates on most sites, the
    tables of the older ones, their preheader of two columns, on the
    others), the preview text in a hidden span (shown in the older
    preheader's left column on most of their sites, the feed's
    description then; the template's "Use this area to offer a short
    preview" left in it on the rest), "View this email in your
    browser", the logo's image block, an issue's line under it and the
    subject as an h1 on some sites; then the issue: the editor's intro
    (a greeting, a paragraph or two, a sign-off's <br>-split lines),
    two to five items, each a heading (an h1..h4 of class "null" or a
    bold span), at times a picture (an image block, or a caption block
    whose caption sits in a td.mcnTextContent as the text does),
    paragraphs (<p>s or text split by <br><br>, as the site's editor
    writes them, bold lead-ins opening some), a list at times, an
    event's "When:" and "Where:" lines, a button ("Read more",
    "Register now") and a divider; every part its own block on most
    sites, all the text in one text block (pictures inline, the
    buttons links) on the others; share buttons on some sites, the
    follow block's icons, the footer (copyright, the permission
    reminder, the mailing address's vcard, "update your preferences or
    unsubscribe from this list"), Mailchimp's referral badge on free
    accounts; the archive's bar over it all on most sites
    ("Subscribe", "Past Issues", "Translate" and its menu, "RSS") and
    the archive's scripts.  No comments.  The truth: the preview text
    where the preheader shows it, the intro's lines, each item's
    heading, paragraphs (with their lead-ins), list items and event
    lines, in order; not the subject's h1, the issue line, the
    buttons, captions, preheader, share and follow blocks, footer nor
    the archive's bar."""
    rs = random.Random(BLOG[0] + " newsletter")
    legacy = rs.random() < 0.4
    shown = legacy and rs.random() < 0.7
    bar, badge, share, one = rs.random() < 0.7, rs.random() < 0.6, rs.random() < 0.35, rs.random() < 0.3
    hx = rs.choice(["h1", "h2", "h2", "h3", "h3", "h4", "span"])
    brs, subject_h1, issue_line, dividers = rs.random() < 0.35, rs.random() < 0.4, rs.random() < 0.5, rs.random() < 0.7
    greet = rs.choice(["", "", "Hi there,", "Hello friends,", "Dear members,", "Good morning!"])
    sign = rs.choice(["", "", "Warmly,", "Until next time,", "Cheers,", "With gratitude,"])
    editor = rs.choice(NAMES[:10])
    color = rs.choice(["#2BAADF", "#E85C41", "#007C89", "#241C15", "#5D8C3E", "#D94F70"])
    span = "; ".join(x for x in (rs.choice(["", "font-size:16px", "font-size:15px"]), rs.choice(
        ["", "font-family:georgia,times,times new roman,serif", "font-family:arial,helvetica neue,helvetica,sans-serif",
         "font-family:lato,helvetica neue,helvetica,arial,sans-serif"])) if x)
    org = " ".join(BLOG[0].split()[:-1])
    handle = "".join(org.lower().split())
    u, lid, dc = "%x" % rs.getrandbits(100), "%x" % rs.getrandbits(40), rs.choice(["us1", "us1", "us4", "us10", "us14", "us19"])
    host = "https://%s.campaign-archive.com" % dc
    manage = "https://%s.%s.list-manage.com" % (handle[:20], dc)
    imgs = ("https://gallery.mailchimp.com/%s/images/" if legacy else "https://mcusercontent.com/%s/images/") % u[:25]
    nets = rs.sample(["Facebook", "Twitter", "Instagram", "LinkedIn", "YouTube", "Website"], rs.randint(2, 5))
    labels = rs.random() < 0.4
    reason = rs.choice(["You are receiving this email because you opted in via our website.", "You are receiving this email because you signed up for our newsletter.",
                        "You are receiving this email because you are a member or friend of %s." % org])
    street = "%d %s %s" % (rs.randint(1, 9999), LEXICON[rs.randrange(len(LEXICON))].title(), rs.choice(["Street", "Avenue", "Road", "Lane"]))
    town, state, zipc = LEXICON[rs.randrange(len(LEXICON))].title(), rs.choice(["OR", "CA", "NY", "TX", "MN", "VT", "CO"]), "%05d" % rs.randint(1000, 99999)
    year, issue = r.choice([2019, 2020, 2021, 2022, 2023]), r.randint(5, 320)
    d = date(r)
    cid = "%x" % r.getrandbits(40)
    arch = "%s/?u=%s&amp;id=%s" % (host, u[:25], cid)
    lead = body[0]
    k = min([i for i in (lead.find(". "), lead.find("? "), lead.find("! ")) if i > 0] or [len(lead) - 1])
    preview = sentence(r, 8, 16) if r.random() < 0.6 else lead[:k + 1]
    default = legacy and not shown
    if shown:
        TEASER.append(preview)
    elif preview != lead[:k + 1]:
        EXTRAS.append(preview)
    EXTRAS.extend(["View this email in your browser", "All rights reserved", reason, "Our mailing address is:", "Add us to your address book",
                   "Want to change how you receive these emails?", "unsubscribe from this list"] + (["Past Issues"] if bar else []) +
                  (["Use this area to offer a short preview of your email's content."] if default else []))

    def block(kind, inner):
        return ('<table border="0" cellpadding="0" cellspacing="0" width="100%%" class="mcn%sBlock" style="min-width:100%%;">\n'
                '<tbody class="mcn%sBlockOuter">\n<tr>\n%s\n</tr>\n</tbody>\n</table>') % (kind, kind, inner)

    def text(inner, pad="padding-top:0; padding-right:18px; padding-bottom:9px; padding-left:18px;"):
        return block("Text", '<td valign="top" class="mcnTextBlockInner" style="padding-top:9px;">\n'
                     '<!--[if mso]><table align="left" border="0" cellspacing="0" width="100%%" style="width:100%%;"><tr><td valign="top" width="600" style="width:600px;"><![endif]-->\n'
                     '<table align="left" border="0" cellpadding="0" cellspacing="0" style="max-width:100%%; min-width:100%%;" width="%s" class="mcnTextContentContainer">\n'
                     '<tbody><tr>\n<td valign="top" class="mcnTextContent" style="%s">\n%s\n</td>\n</tr></tbody></table>\n'
                     '<!--[if mso]></td></tr></table><![endif]-->\n</td>' % ("600" if legacy else "100%", pad, inner))

    def image(src, w=564, caption=None, link=None):
        tag = ('<img align="center" alt="" src="%s%s" width="%d" style="max-width:1200px; padding-bottom: 0; display: inline !important; vertical-align: bottom;" class="mcnImage">' % (imgs, src, w))
        if link:
            tag = '<a href="%s" title="" class="" target="_blank">%s</a>' % (link, tag)
        if caption is None:
            return block("Image", '<td valign="top" style="padding:9px" class="mcnImageBlockInner">\n<table align="left" width="100%" border="0" cellpadding="0" cellspacing="0" class="mcnImageContentContainer" style="min-width:100%;">\n'
                          '<tbody><tr>\n<td class="mcnImageContent" valign="top" style="padding-right: 9px; padding-left: 9px; padding-top: 0; padding-bottom: 0; text-align:center;">\n' + tag + '\n</td>\n</tr></tbody></table>\n</td>')
        return block("Caption", '<td class="mcnCaptionBlockInner" valign="top" style="padding:9px;">\n<table align="left" border="0" cellpadding="0" cellspacing="0" class="mcnCaptionBottomContent">\n'
                      '<tbody><tr>\n<td class="mcnCaptionBottomImageContent" align="center" valign="top" style="padding:0 9px 9px 9px;">\n%s\n</td>\n</tr>\n'
                      '<tr>\n<td class="mcnTextContent" valign="top" style="padding:0 9px 0 9px;" width="564">\n%s\n</td>\n</tr></tbody></table>\n</td>' % (tag, esc(caption)))

    def button(label, href):
        return block("Button", '<td style="padding-top:0; padding-right:18px; padding-bottom:18px; padding-left:18px;" valign="top" align="center" class="mcnButtonBlockInner">\n'
                      '<table border="0" cellpadding="0" cellspacing="0" class="mcnButtonContentContainer" style="border-collapse: separate !important;border-radius: 4px;background-color: %s;">\n'
                      '<tbody><tr>\n<td align="center" valign="middle" class="mcnButtonContent" style="font-family: Arial; font-size: 16px; padding: 15px;">\n'
                      '<a class="mcnButton " title="%s" href="%s" target="_blank" style="font-weight: bold;letter-spacing: normal;line-height: 100%%;text-align: center;text-decoration: none;color: #FFFFFF;">%s</a>\n'
                      '</td>\n</tr></tbody></table>\n</td>' % (color, label, href, label))
    divider = block("Divider", '<td class="mcnDividerBlockInner" style="min-width:100%; padding:18px;">\n<table class="mcnDividerContent" border="0" cellpadding="0" cellspacing="0" width="100%" style="min-width: 100%;border-top: 2px solid #EAEAEA;">\n'
                    '<tbody><tr>\n<td>\n<span></span>\n</td>\n</tr></tbody></table>\n</td>')

    def icons(kind, items):
        return block(kind, '<td valign="top" style="padding:9px;" class="mcn%sBlockInner">\n<table border="0" cellpadding="0" cellspacing="0" width="100%%" class="mcn%sContentContainer" style="min-width:100%%;"><tbody><tr>\n'
                     '<td align="center" style="padding-left:9px;padding-right:9px;"><table border="0" cellpadding="0" cellspacing="0" width="100%%" style="min-width:100%%;" class="mcn%sContent"><tbody><tr>\n'
                     '<td align="center" valign="top" style="padding-top:9px; padding-right:9px; padding-left:9px;"><table align="center" border="0" cellpadding="0" cellspacing="0"><tbody><tr><td align="center" valign="top">\n%s\n'
                     '</td></tr></tbody></table></td>\n</tr></tbody></table></td>\n</tr></tbody></table>\n</td>' % (kind, kind, kind, "\n".join(
                         '<table align="left" border="0" cellpadding="0" cellspacing="0" style="display:inline;"><tbody><tr><td valign="top" style="padding-right:10px; padding-bottom:9px;" class="mcn%sContentItemContainer">'
                         '<table border="0" cellpadding="0" cellspacing="0" width="100%%" class="mcn%sContentItem"><tbody><tr><td align="left" valign="middle" style="padding-top:5px; padding-right:10px; padding-bottom:5px; padding-left:9px;">'
                         '<table align="left" border="0" cellpadding="0" cellspacing="0" width=""><tbody><tr><td align="center" valign="middle" width="24" class="mcn%sIconContent"><a href="%s" target="_blank">'
                         '<img src="https://cdn-images.mailchimp.com/icons/social-block-v2/color-%s-48.png" alt="%s" style="display:block;" height="24" width="24" class=""></a></td>%s</tr></tbody></table></td></tr></tbody></table></td></tr></tbody></table>' % (
                             kind, kind, kind, href, icon, alt, ('<td align="left" valign="middle" class="mcn%sTextContent" style="padding-left:5px;"><a href="%s" target="" style="font-family: Arial;font-size: 12px;text-decoration: none;color: #656565;">%s</a></td>' % (kind, href, label)) if label else "")
                         for href, icon, alt, label in items)))

    def head(h):
        if hx == "span":
            x = '<span style="font-size:20px"><strong>%s</strong></span>' % esc(h)
            return x if brs else "<p>%s</p>" % x
        return '<%s class="null"%s>%s</%s>' % (hx, ' style="text-align: left;"' if r.random() < 0.3 else "", esc(h), hx)

    def flow(pieces):
        out, prev = [], None
        for kind, h in pieces:
            if brs and kind == "p":
                out.append(("<br>\n<br>\n" if prev == "p" else "<br>\n" if prev == "head" and hx == "span" else "") + ('<span style="%s">%s</span>' % (span, h) if span else h))
            elif kind == "p":
                out.append("<p%s>%s</p>" % (' style="text-align: left;"' if r.random() < 0.3 else "", '<span style="%s">%s</span>' % (span, h) if span else h))
            else:
                out.append(h)
            prev = kind
        return "\n".join(out)
    # the items: the story's paragraphs after the intro dealt out to them
    intro = body[:2] if len(body) > 5 else body[:1]
    rest = list(body[len(intro):])
    n = r.randint(2, 5)
    while len(rest) < n:
        rest.append(para(r, 1, 4))
    cuts = sorted(r.sample(range(1, len(rest)), n - 1))
    story, top = [], []
    if subject_h1:
        top.append(("head", '<h1 class="null" style="text-align: center;">%s</h1>' % esc(t)))
    if greet:
        top.append(("p", esc(greet)))
        story.append(greet)
    top += [("p", esc(x)) for x in intro]
    story += intro
    if sign:
        top.append(("p", "%s<br>\n%s" % (esc(sign), esc(editor))))
        story += [sign, editor]
    secs = []
    for ch in [rest[a:b] for a, b in zip([0] + cuts, cuts + [len(rest)])]:
        h = title(r)
        pieces = [("head", head(h))]
        story.append(h)
        leads = r.choice([0, 0, 0, 1, 2])
        lst = r.random() < 0.25
        event = r.random() < 0.15
        for i, x in enumerate(ch):
            if leads == 2 or (leads == 1 and i == 0):
                li = " ".join(word(r) for _ in range(r.randint(2, 4))).capitalize() + r.choice([":", ":", "."])
                pieces.append(("p", "<strong>%s</strong> %s" % (esc(li), esc(x))))
                story.append("%s %s" % (li, x))
            else:
                pieces.append(("p", esc(x)))
                story.append(x)
            if lst and i == 0:
                items = [sentence(r, 3, 12) for _ in range(r.randint(2, 5))]
                pieces.append(("list", "<ul>\n%s</ul>" % "".join("\t<li>%s</li>\n" % esc(y) for y in items)))
                story += items
        if event:
            when = "%s, %s %d, %d:%02d %s" % (r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Saturday"]), r.choice(MONTHS), r.randint(1, 28), r.randint(1, 9), r.choice([0, 30]), r.choice(["AM", "PM"]))
            where = "%s %s, %s" % (LEXICON[r.randrange(len(LEXICON))].title(), r.choice(["Hall", "Library", "Community Center", "Park"]), town)
            pieces.append(("p", "<strong>When:</strong> %s<br>\n<strong>Where:</strong> %s" % (esc(when), esc(where))))
            story += ["When: %s" % when, "Where: %s" % where]
        label = r.choice(["Register now", "RSVP", "Get tickets"]) if event else r.choice(["Read more", "Read more", "Learn more", "Read the full story", "Find out more"])
        if event or r.random() < 0.6:
            EXTRAS.append(label)
        else:
            label = None
        pic = "%x.%s" % (r.getrandbits(64), r.choice(["jpg", "jpg", "png"])) if r.random() < 0.45 else None
        secs.append((pieces, pic, sentence(r, 5, 14) if pic and r.random() < 0.4 else None, label,
                     "https://%s.example/%s" % (handle[:20], "-".join(h.lower().split()[:4]))))
    STORY[:] = story
    # the body's blocks
    main = []
    if share:
        main.append(icons("Share", [("http://eepurl.com/%s" % cid[:6], n, a, a) for n, a in [("facebook", "Share"), ("twitter", "Tweet"), ("forwardtofriend", "Forward")]]))
    if one:
        pieces = list(top)
        for p, pic, _, label, href in secs:
            if pic:
                pieces.append(("img", '<img data-file-id="%d" height="%d" src="%s%s" style="border: 0px  ; width: 564px; height: %dpx; margin: 0px;" width="564">' % (
                    r.randint(10 ** 5, 10 ** 6), 317, imgs, pic, 317)))
            pieces += p
            if label:
                pieces.append(("p", '<a href="%s" target="_blank">%s &raquo;</a>' % (href, label)))
        main.append(text(flow(pieces)))
    else:
        main.append(text(flow(top)))
        for i, (p, pic, caption, label, href) in enumerate(secs):
            if dividers or i == 0:
                main.append(divider)
            if pic:
                main.append(image(pic, caption=caption, link=href if r.random() < 0.5 else None))
            main.append(text(flow(p)))
            if label:
                main.append(button(label, href))
    pre = ('<a href="%s" target="_blank">View this email in your browser</a>' % arch)
    if legacy:
        pre = block("Text", '<td valign="top" class="mcnTextBlockInner">\n<table align="left" border="0" cellpadding="0" cellspacing="0" width="366" class="mcnTextContentContainer"><tbody><tr>\n'
                    '<td valign="top" class="mcnTextContent" style="padding-top:9px; padding-left:18px; padding-bottom:9px; padding-right:0;">\n%s\n</td>\n</tr></tbody></table>\n'
                    '<table align="right" border="0" cellpadding="0" cellspacing="0" width="197" class="mcnTextContentContainer"><tbody><tr>\n'
                    '<td valign="top" class="mcnTextContent" style="padding-top:9px; padding-right:18px; padding-bottom:9px; padding-left:0;">\n%s\n</td>\n</tr></tbody></table>\n</td>' % (
                        esc(preview) if shown else "Use this area to offer a short preview of your email's content.", pre.replace('">', '" style="word-wrap: break-word;">', 1)))
    else:
        pre = text('<div style="text-align: center;">%s</div>' % pre)
    header = image("%x.png" % rs.getrandbits(64), 300 if rs.random() < 0.5 else 564, link="https://www.%s.example/" % handle[:20])
    if issue_line:
        header += "\n" + text('<div style="text-align: center;"><span style="font-size:12px">Issue #%d &middot; %s %d, %d</span></div>' % (issue, d[1], d[0], year))
    follow = icons("Follow", [("https://www.%s.example/%s" % (x.lower(), handle) if x != "Website" else "https://www.%s.example/" % handle[:20],
                                    "link" if x == "Website" else x.lower(), x, x if labels else "") for x in nets])
    rewards = ('<br>\n<a href="http://www.mailchimp.com/email-referral/?utm_source=freemium_newsletter&amp;utm_medium=email&amp;utm_campaign=referral_marketing&amp;aid=%s&amp;afl=1">'
               '<img src="https://eep.io/mc-cdn-images/template_images/branding_logo_text_dark_dtp.svg" border="0" alt="Email Marketing Powered by Mailchimp" title="Mailchimp Email Marketing" width="150" height="40"></a>' % u[:25]) if badge else ""
    foot = text('<em>Copyright &copy; %d %s, All rights reserved.</em><br>\n%s<br>\n<br>\n<strong>Our mailing address is:</strong><br>\n'
                '<div class="vcard"><span class="org fn">%s</span><div class="adr"><div class="street-address">%s</div><span class="locality">%s</span>, <span class="region">%s</span>  <span class="postal-code">%s</span></div>'
                '<br><a href="%s/vcard?u=%s&amp;id=%s" class="hcard-download">Add us to your address book</a></div>\n<br>\n<br>\n'
                'Want to change how you receive these emails?<br>\nYou can <a href="%s/profile?u=%s&amp;id=%s&amp;e=[UNIQID]&amp;c=%s">update your preferences</a> or '
                '<a href="%s/unsubscribe?u=%s&amp;id=%s&amp;e=[UNIQID]&amp;c=%s">unsubscribe from this list</a>.<br>\n<br>\n%s' % (
                    year, esc(org), esc(reason), esc(org), esc(street), esc(town), state, zipc, manage, u[:25], lid, manage, u[:25], lid, cid, manage, u[:25], lid, cid, rewards),
                "padding-top:0; padding-right:18px; padding-bottom:9px; padding-left:18px; text-align: center;")
    parts = [("Preheader", pre), ("Header", header), ("Body", "\n".join(main)), ("Footer", "\n".join([follow, divider, foot]))]
    if legacy:
        inner = "\n".join('<tr>\n<td align="center" valign="top">\n<!-- BEGIN %s // -->\n<table border="0" cellpadding="0" cellspacing="0" width="600" id="template%s">\n<tr>\n'
                          '<td valign="top" class="%sContainer"%s>%s</td>\n</tr>\n</table>\n<!-- // END %s -->\n</td>\n</tr>' % (
                              x.upper(), x, x.lower(), ' style="padding-top:9px; padding-bottom:9px;"' if x != "Header" else "", h, x.upper()) for x, h in parts)
        container = '<table border="0" cellpadding="0" cellspacing="0" id="templateContainer">\n%s\n</table>' % inner
    else:
        container = ('<!--[if (gte mso 9)|(IE)]>\n<table align="center" border="0" cellspacing="0" cellpadding="0" width="600" style="width:600px;"><tr><td align="center" valign="top" width="600" style="width:600px;">\n<![endif]-->\n'
                     '<table border="0" cellpadding="0" cellspacing="0" width="100%%" class="templateContainer">\n%s\n</table>\n<!--[if (gte mso 9)|(IE)]>\n</td></tr></table>\n<![endif]-->' % "\n".join(
                         '<tr>\n<td valign="top" id="template%s">%s</td>\n</tr>' % (x, h) for x, h in parts))
    style = ('<style type="text/css">\n\t\tp{margin:10px 0;padding:0;}\n\t\ttable{border-collapse:collapse;}\n\t\th1,h2,h3,h4,h5,h6{display:block;margin:0;padding:0;}\n\t\th1,h2,h3,h4{color:#202020;font-family:Helvetica;font-style:normal;font-weight:bold;line-height:125%%;letter-spacing:normal;text-align:left;}\n'
             '\t\timg,a img{border:0;height:auto;outline:none;text-decoration:none;}\n\t\tbody,#bodyTable,#bodyCell{height:100%%;margin:0;padding:0;width:100%%;}\n'
             '\t\t.mcnPreviewText{display:none !important;}\n\t\t#bodyCell{padding:10px;}\n\t\t.templateContainer{max-width:600px !important;}\n'
             '\t\t.mcnTextContent{word-break:break-word;}\n\t\t.mcnImage,.mcnRetinaImage{vertical-align:bottom;}\n\t\tbody,#bodyTable{background-color:#FAFAFA;}\n'
             '\t\t#templateBody .mcnTextContent,#templateBody .mcnTextContent p{color:#202020;font-family:Helvetica;font-size:16px;line-height:150%%;text-align:left;}\n'
             '\t\t#templateBody .mcnTextContent a{color:%s;font-weight:normal;text-decoration:underline;}\n'
             '\t\t#templateFooter .mcnTextContent,#templateFooter .mcnTextContent p{color:#656565;font-family:Helvetica;font-size:12px;line-height:150%%;text-align:center;}\n'
             '\t\t#awesomewrap{background:#F2F2F2;font-family:Helvetica,Arial,sans-serif;font-size:12px;}\n\t\t#awesomebar ul{list-style:none;margin:0;padding:0 10px;}\n\t\t#awesomebar li{display:inline-block;padding:8px 6px;}\n\t\t#awesomebar .left{float:left;}\n\t\t#awesomebar .right{float:right;}\n\t\t#awesomebar .clearfix:after{content:\".\";display:block;height:0;clear:both;visibility:hidden;}\n\t\t#awesomebar .more-menu{display:none;}\n</style>') % color
    langs = [("en", "English"), ("ar", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629"), ("zh-CN", "\u4e2d\u6587\uff08\u7b80\u4f53\uff09"), ("nl", "Nederlands"), ("fr", "Fran\u00e7ais"),
             ("de", "Deutsch"), ("it", "Italiano"), ("ja", "\u65e5\u672c\u8a9e"), ("ko", "\ud55c\uad6d\uc5b4"), ("pt", "Portugu\u00eas"), ("ru", "\u0420\u0443\u0441\u0441\u043a\u0438\u0439"), ("es", "Espa\u00f1ol")]
    awesome = ('<div id="awesomewrap">\n<div id="awesomebar">\n<div class="wrapper">\n<ul class="left clearfix">\n'
               '<li><a href="http://eepurl.com/%s" title="Subscribe to mailing list" class="subscribe">Subscribe</a></li>\n'
               '<li><a href="%s/home/?u=%s&amp;id=%s" title="View past issues" class="past-issues">Past Issues</a></li>\n</ul>\n<ul class="right clearfix">\n'
               '<li class="more" id="translate"><a href="#" title="Translate" class="translate">Translate <img src="%s/images/awesomebar-sprite.png" alt="" width="9" height="5"></a>\n'
               '<ul class="more-menu">\n%s</ul>\n</li>\n<li class="rss"><a href="%s/feed?u=%s&amp;id=%s" title="RSS" class="rss">RSS</a></li>\n</ul>\n</div>\n</div>\n</div>') % (
        lid[:6], host, u[:25], lid, host, "".join('<li><a href="https://translate.google.com/translate?sl=auto&amp;tl=%s&amp;u=%s">%s</a></li>\n' % (c, arch, x) for c, x in langs),
        host, u[:25], lid) if bar else ""
    script = ('<script type="text/javascript" src="%s/js/mailchimp/fancyzoom.mc.js"></script>\n<script type="text/javascript">\n'
              '\t$(document).ready(function() { $("#translate").hover(function() { $(this).children(".more-menu").show(); }, function() { $(this).children(".more-menu").hide(); }); });\n</script>') % host
    if rs.random() < 0.4:
        script += ('\n<script type="text/javascript" src="//downloads.mailchimp.com/js/signup-forms/popup/unique-methods/embed.js" data-dojo-config="usePlainJson: true, isDebug: false"></script>'
                   '<script type="text/javascript">window.dojoRequire(["mojo/signup-forms/Loader"], function(L) { L.start({"baseUrl":"mc.%s.list-manage.com","uuid":"%s","lid":"%s","uniqueMethods":true}) })</script>' % (dc, u[:25], lid))
    return ('%s\n%s\n<!--[if !gte mso 9]><!----><span class="mcnPreviewText" style="display:none; font-size:0px; line-height:0px; max-height:0px; max-width:0px; opacity:0; overflow:hidden; visibility:hidden; mso-hide:all;">%s</span><!--<![endif]-->\n'
            '<center>\n<table align="center" border="0" cellpadding="0" cellspacing="0" height="100%%" width="100%%" id="bodyTable">\n<tr>\n<td align="center" valign="top" id="bodyCell">\n'
            '<!-- BEGIN TEMPLATE // -->\n%s\n<!-- // END TEMPLATE -->\n</td>\n</tr>\n</table>\n</center>\n%s') % (style, awesome, esc(preview), container, script)


# A feed item's description when the feed says other than the truth's
# first line and the page shows it as no standfirst (a journal's feed of
# its abstracts, with their headings and markup): site() writes it.
DESC = []
COUNTRIES = ["USA", "UK", "China", "Germany", "Brazil", "India", "Japan", "Kenya", "Spain", "Australia", "Canada", "Iran", "Italy", "Norway"]


def journal(r, t, body, cat, cs):
    """A research article's full-text page on an open-access publisher's
    site (2020-2023), from a journal's feed of new articles whose items'
    description is the abstract: whole, as HTML (its subheadings in
    h3s; on PLOS's opening on "by" and the authors' names), or on some
    Springer sites its first 300 characters as text.  About half the
    sites are Springer Nature's: a BMC or SpringerOpen journal's
    ("Research", "Open access", "Published: 14 March 2022", the h1,
    the authors with their affiliations' superscripts, ORCID links and
    the corresponding author's mail icon, "Show all 9 authors", the
    journal's volume line and "Cite this article", "12k Accesses", "3
    Citations", "Altmetric", "Download PDF", a structured abstract
    (Background, Methods, Results, Conclusions as h3s, or Objective and
    Results) on most sites, one paragraph on the others, then the
    sections Background or Introduction, Methods, Results, Discussion
    and Conclusions, h3 subsections in Methods and Results, citations
    as bracketed links "[3, 4]", "[5-8]") or Scientific Reports' kind
    ("Article", one paragraph of abstract, "Similar content being
    viewed by others" cards after it, superscript citations, Methods
    last); figures ("Fig. 1", the caption, "Full size image") and
    tables' captions with "Full size table" (the tables are on pages of
    their own), mentioned as "(Fig. 1)" in the paragraph before them;
    then "Availability of data and materials", "Abbreviations", the
    references (20-60: authors, title, journal, year, volume, pages;
    "Article", "PubMed", "Google Scholar"), "Acknowledgements",
    "Funding", "Author information" (the affiliations, contributions,
    "Correspondence to"), "Ethics declarations", the publisher's note,
    "Rights and permissions" (the CC BY licence), "About this article"
    (the citation, received, accepted and published dates, the DOI,
    "Get shareable link", the keywords) and beside them the reading
    companion's empty panels and an advertisement's slot.  The others
    are PLOS's (Ambra: "Open Access", "Peer-reviewed", "Research
    Article", the h1, the authors each with a tooltip of roles, e-mail,
    ORCID and affiliations, the title and authors again in the hidden
    floating bar, "Published: March 14, 2022" and the DOI, the counters
    "Save", "Citation", "View", "Share", the tabs "Article", "Authors",
    "Metrics", "Comments", "Media Coverage", the figures' carousel, the
    abstract (structured at times), then the metadata box (citation,
    editor, dates, copyright, data availability, funding, competing
    interests) before the Introduction, "Materials and methods" and the
    rest, citations as "[3,4]", figures and tables as thumbnails with
    "Download: PPT PNG TIFF", their captions ("Fig 1.", "Table 1.") and
    DOIs, "Supporting information", "Acknowledgments", "References"
    with "View Article", "PubMed/NCBI" and "Google Scholar" links;
    beside it "Download PDF", "Print", "Share" and "Subject Areas").  No
    comments.  The truth: the "Abstract" heading (the article's first
    section, as a reader reads it), the abstract's subheadings and
    paragraphs, then each section's heading, its subsections' headings
    and the paragraphs in order, with their citations' numbers and the
    "(Fig. 1)" mentions as they read; not the captions of figures and
    tables, the keywords, the metadata, nor the back matter (its
    statements, the affiliations, the references' titles and the
    recommended articles' are counted as leaks)."""
    rs = random.Random(BLOG[0] + " journal")
    plos = rs.random() < 0.5
    nature = not plos and rs.random() < 0.35
    structured = not nature and rs.random() < (0.25 if plos else 0.75)
    labels = rs.choice([["Background", "Methods", "Results", "Conclusions"]] * 3 + ([["Objective", "Methods", "Results", "Conclusion"]] if plos else [["Objective", "Results"], ["Purpose", "Methods", "Results", "Conclusion"]]))
    whole = plos or rs.random() < 0.5
    jw = LEXICON[rs.randrange(len(LEXICON))].title()
    code, jname = rs.choice([("pone", "PLOS ONE")] * 3 + [("pbio", "PLOS Biology"), ("pgen", "PLOS Genetics")]) if plos else (
        "s41598", "%s Reports" % jw) if nature else ("s%05d" % rs.randint(12800, 13100), rs.choice(["BMC %s", "Journal of %s Research", "%s Health"]) % jw)
    lex = lambda: LEXICON[r.randrange(len(LEXICON))].title()
    pub = datetime.date(r.choice([2020, 2021, 2022, 2023]), r.randint(1, 12), r.randint(1, 28))
    rec, acc = pub - datetime.timedelta(days=r.randint(90, 300)), pub - datetime.timedelta(days=r.randint(10, 45))
    uk = lambda d, z="%d": (z + " %s %d") % (d.day, MONTHS[d.month - 1], d.year)
    us = lambda d: "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    aid = "%s.%07d" % (code, r.randint(200000, 299999))
    doi = "10.1371/journal." + aid if plos else "%s/%s-%03d-%05d-%d" % ("10.1038" if nature else "10.1186", code, pub.year % 1000, r.randint(1000, 29999), r.randint(0, 9))
    authors = [("%s %s" % (lex(), lex())) for _ in range(r.choice([2, 3, 3, 4, 5, 6, 7, 9]))]
    initials = ["".join(p[0] for p in a.split()) for a in authors]
    affs = ["%s of %s, %s University, %s, %s" % (r.choice(["Department", "School", "Institute", "Division"]), lex(), lex(), lex(), r.choice(COUNTRIES))
            for _ in range(r.randint(1, min(4, len(authors))))]
    mine = [sorted(r.sample(range(len(affs)), r.choice([1, 1, 1, 2]) if len(affs) > 1 else 1)) for _ in authors]
    corr = r.choice([0, len(authors) - 1])
    orcid = ["0000-000%d-%04d-%04d" % (r.randint(1, 3), r.randint(0, 9999), r.randint(0, 9999)) if r.random() < 0.4 else "" for _ in authors]
    EXTRAS.extend(affs)
    # the references, numbered as cited
    refs = []
    for i in range(r.randint(20, 60)):
        names = ["%s %s" % (lex(), "".join(r.choice("ABCDEFGHJKLMNPRST") for _ in range(r.choice([1, 1, 2])))) for _ in range(r.randint(1, 7))]
        rt, ry, vol, p0 = sentence(r, 6, 14)[:-1], r.randint(1995, pub.year - 1), r.randint(1, 120), r.randint(1, 2000)
        jn = r.choice(["J %s", "%s Res", "Int J %s", "%s Sci Rep", "Ann %s"]) % lex()
        if nature:
            au = ", ".join(n.replace(" ", ", ") + "." for n in names[:5]) + (" et al." if len(names) > 5 else "")
            refs.append((rt, "%s %s. %s %d, %d\u2013%d (%d)." % (au, rt, jn, vol, p0, p0 + r.randint(2, 20), ry)))
        else:
            au = ", ".join(names[:6]) + (", et al" if len(names) > 6 else "")
            refs.append((rt, "%s. %s. %s. %d;%d%s:%d\u2013%d." % (au, rt, jn, ry, vol, "(%d)" % r.randint(1, 12) if plos else "", p0, p0 + r.randint(2, 20))
                         + (" pmid:%d" % r.randint(10000000, 36000000) if plos and r.random() < 0.6 else "")))
        EXTRAS.append(rt)
    nxt = [1]

    def link(n):
        if plos:
            return '<a href="#%s.ref%03d" class="ref-tip">%d</a>' % (aid, n, n)
        return ('<a data-track="click" data-track-action="reference anchor" data-track-label="link" data-test="citation-ref" aria-label="Reference %d" '
                'title="%s" href="/articles/%s#ref-CR%d" id="ref-link-section-d%dae%d">%d</a>') % (n, esc(refs[n - 1][1]), doi, n, r.randint(100, 999), r.randint(100, 9999), n)

    def cite():
        k = r.choice([1, 1, 1, 2, 2, 3, 4])
        if nxt[0] + k - 1 <= len(refs) and r.random() < 0.8:
            nums = list(range(nxt[0], nxt[0] + k))
            nxt[0] += k
        else:
            nums = sorted(r.sample(range(1, len(refs) + 1), k))
        runs = [[nums[0]]]
        for n in nums[1:]:
            runs[-1].append(n) if n == runs[-1][-1] + 1 else runs.append([n])
        sep = "," if plos or nature else ", "
        pt = ["%d\u2013%d" % (x[0], x[-1]) if len(x) > 2 else sep.join(map(str, x)) for x in runs]
        ph = [link(x[0]) + "\u2013" + link(x[-1]) if len(x) > 2 else sep.join(map(link, x)) for x in runs]
        if nature:
            return sep.join(pt), "<sup>%s</sup>" % sep.join(ph)
        return " [%s]" % sep.join(pt), " [%s]" % sep.join(ph)

    def render(p, prob, fig=None):
        w = p.split(" ")
        tw, hw = list(w), [esc(x) for x in w]
        for j, i in enumerate(k for k, x in enumerate(w) if x[-1:] in ".?!" and len(x) > 1):
            if fig and j == 0:
                kind, n = fig
                lab = ("Fig" if plos else "Fig.") + " %d" % n if kind == "fig" else "Table %d" % n
                anchor = ("#%s.%s%03d" % (aid, "g" if kind == "fig" else "t", n)) if plos else "/articles/%s#%s%d" % (doi, "Fig" if kind == "fig" else "Tab", n)
                ct, ch = " (%s)" % lab, ' (<a data-track="click" data-track-label="link" data-track-action="%s anchor" href="%s">%s</a>)' % (
                    "figure" if kind == "fig" else "table", anchor, lab) if not plos else ' (<a href="%s">%s</a>)' % (anchor, lab)
            elif r.random() < prob:
                ct, ch = cite()
            else:
                continue
            tw[i], hw[i] = w[i][:-1] + ct + w[i][-1], esc(w[i][:-1]) + ch + w[i][-1]
        return " ".join(tw), "<p>%s</p>" % " ".join(hw)
    # the abstract: body[0] opens it
    abstract = list(zip(labels, [body[0]] + [para(r, 1, 3) for _ in labels[1:]])) if structured else [(None, body[0])]
    story, ab_html = ["Abstract"], []
    for k, (lab, p) in enumerate(abstract):
        if lab:
            story.append(lab)
            ab_html.append('<div id="section%d" class="section toc-section"><a id="abssec%03d" name="abssec%03d" class="link-target" title="%s"></a><h3>%s</h3><p>%s</p></div>' % (
                k + 1, k + 1, k + 1, lab, lab, esc(p)) if plos else '<h3 class="c-article__sub-heading" data-test="abstract-sub-heading">%s</h3><p>%s</p>' % (lab, esc(p)))
        else:
            ab_html.append("<p>%s</p>" % esc(p))
        story.append(p)
    abs_text = " ".join(x for a in abstract for x in a if x)
    desc = "".join(("<h3>%s</h3>" % l if l else "") + "<p>%s</p>" % esc(p) for l, p in abstract)
    if plos:
        DESC.append("<p>by %s</p>\n\n%s" % (", ".join(authors), desc))
    else:
        DESC.append(desc if whole else (abs_text if len(abs_text) < 300 else abs_text[:abs_text.rfind(" ", 0, 300)] + "\u2026"))
    # the sections, body[1:] among new paragraphs
    rest = list(body[1:])
    total = max(len(rest), r.randint(9, 20))
    at = set(r.sample(range(total), len(rest)))
    pool = [rest.pop(0) if i in at else para(r, 3, 7) for i in range(total)]
    heads = (["Introduction", "Materials and methods", "Results", "Discussion", rs.choice(["Conclusion", "Conclusions"])] if plos else
             ["Introduction", "Results", "Discussion", "Methods"] if nature else ["Background" if structured else "Introduction", "Methods", "Results", "Discussion", "Conclusions"])
    weight = {"Introduction": 3, "Background": 3, "Results": 4, "Discussion": 3, "Conclusion": 1, "Conclusions": 1}
    sizes = [max(1, total * weight.get(h, 4) // sum(weight.get(x, 4) for x in heads)) for h in heads]
    sizes[heads.index("Results")] += total - sum(sizes)
    floats = sorted(r.sample(range(sizes[0], total - 1), min(total - 1 - sizes[0], r.randint(1, 5))))
    kinds = [r.choice(["fig", "fig", "tab"]) for _ in floats]
    nums = [kinds[:i + 1].count(k) for i, k in enumerate(kinds)]
    carousel = []

    def figure(kind, n):
        cap_t, cap = sentence(r, 4, 10)[:-1] + ".", para(r, 1, 3)
        if plos:
            f = "10.1371/journal.%s.%s%03d" % (aid, "g" if kind == "fig" else "t", n)
            if kind == "fig":
                carousel.append('<div class="carousel-item lightbox-figure" data-doi="%s"><img src="article/figure/image?size=inline&amp;id=%s" alt="Fig %d"></div>' % (f, f, n))
            dl = "".join('<li><div class="definition-label"><a href="article/figure/%s&amp;id=%s">%s</a></div><a href="article/figure/%s&amp;id=%s">%s</a></li>' % (u, f, a, u, f, b) for u, a, b in [
                ("powerpoint?", "PPT", "PowerPoint slide"), ("image?download&amp;size=large", "PNG", "larger image"), ("image?download&amp;size=original", "TIFF", "original image")])
            return ('<div class="figure" data-doi="%s"><div class="img-box"><a title="Click for larger image" href="article/figure/image?size=medium&amp;id=%s" data-doi="%s" data-uri="info:doi/%s">'
                    '<img src="article/figure/image?size=inline&amp;id=%s" alt="thumbnail" class="thumbnail"></a><div class="expand"></div></div><div class="figure-inline-download">\n          Download:\n          <ul>%s</ul></div>'
                    '<div class="figcaption"><span>%s %d. </span> %s</div><p class="caption_target"><a id="%s" name="%s" class="link-target"></a></p>%s<p class="caption_object"><a href="https://doi.org/%s">https://doi.org/%s</a></p></div>') % (
                f, f, f, f, f, dl, "Fig" if kind == "fig" else "Table", n, esc(cap_t), f[16:], f[16:], "<p>%s</p>" % esc(cap) if kind == "fig" else "", f, f)
        arrow = '<svg width="16" height="16" focusable="false" role="img" aria-hidden="true" class="u-icon"><use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#icon-chevron-right"></use></svg>'
        if kind == "tab":
            return ('<div class="c-article-table" data-test="inline-table" data-container-section="table" id="table-%d"><figure><figcaption class="c-article-table__figcaption"><b id="Tab%d" data-test="table-caption">Table %d %s</b></figcaption>'
                    '<div class="u-text-right u-hide-print"><a class="c-article__pill-button" data-test="table-link" data-track="click" data-track-action="view table" data-track-label="button" rel="nofollow" href="/articles/%s/tables/%d" aria-label="Full size table %d"><span>Full size table</span>%s</a></div></figure></div>') % (
                n, n, n, esc(cap_t[:-1]), doi, n, n, arrow)
        img = "//media.springernature.com/lw685/springer-static/image/art%%3A%s/MediaObjects/%s_%d_%d_Fig%d_HTML.png" % (doi.replace("/", "%2F"), code[1:], pub.year, int(doi.split("-")[-2]), n)
        return ('<div class="c-article-section__figure js-c-reading-companion-figures-item" data-test="figure" data-container-section="figure" id="figure-%d" data-title="%s"><figure><figcaption><b id="Fig%d" class="c-article-section__figure-caption" data-test="figure-caption-text">Fig. %d%s</b></figcaption>'
                '<div class="c-article-section__figure-content"><div class="c-article-section__figure-item"><a class="c-article-section__figure-link" data-test="img-link" data-track="click" data-track-label="image" data-track-action="view figure" href="/articles/%s/figures/%d" rel="nofollow"><picture><source type="image/webp" srcset="%s?as=webp"><img aria-describedby="Fig%d" src="%s" alt="figure %d" loading="lazy" width="685" height="%d"></picture></a></div>'
                '<div class="c-article-section__figure-description" data-test="bottom-caption" id="figure-%d-desc"><p>%s</p></div></div><div class="u-text-right u-hide-print"><a class="c-article__pill-button" data-test="article-link" data-track="click" data-track-label="button" data-track-action="view figure" href="/articles/%s/figures/%d" data-track-dest="link:Figure%d Full size image" aria-label="Full size image figure %d" rel="nofollow"><span>Full size image</span>%s</a></div></figure></div>') % (
            n, esc(cap_t[:-1]), n, n, ": " + esc(cap_t) if nature else "", doi, n, img, n, img, n, r.randint(300, 900), n, esc(cap if nature else cap_t + " " + cap), doi, n, n, n, arrow)

    def sec(sid, h, inner):
        if plos:
            return '<div id="section%d" class="section toc-section"><a id="%s" name="%s" data-toc="%s" class="link-target" title="%s"></a><h2>%s</h2>%s</div>' % (len(secs) + 1, sid, sid, sid, h, h, inner)
        return ('<section data-title="%s"><div class="c-article-section" id="%s-section"><h2 class="c-article-section__title js-section-title js-c-reading-companion-sections-item" id="%s">%s</h2>'
                '<div class="c-article-section__content" id="%s-content">%s</div></div></section>') % (h, sid, sid, h, sid, inner)
    secs, gi, sn = [], 0, 0
    for h, size in zip(heads, sizes):
        sn += 1
        sid, out, left, sub = sn, [], 0, False
        story.append(h)
        for j in range(size):
            if h in ("Materials and methods", "Methods", "Results") and size > 1 and left == 0:
                left, sn = r.randint(1, 3), sn + 1
                sh = title(r).capitalize()
                story.append(sh)
                out.append(('</div>' if sub else '') + '<div id="section%d" class="section toc-section"><a id="sec%03d" name="sec%03d" data-toc="sec%03d" class="link-target" title="%s"></a><h3>%s</h3>' % (
                    sn - sid, sn, sn, sn, esc(sh), esc(sh)) if plos else '<h3 class="c-article__sub-heading" id="Sec%d">%s</h3>' % (sn, esc(sh)))
                sub = plos
            left -= 1
            fl = floats.index(gi) if gi in floats else -1
            prob = 0 if h.startswith("Conclusion") else {"Introduction": 0.45, "Background": 0.45, "Discussion": 0.4}.get(h, 0.08)
            pt, ph = render(pool[gi], prob, (kinds[fl], nums[fl]) if fl >= 0 else None)
            story.append(pt)
            out.append(ph + (figure(kinds[fl], nums[fl]) if fl >= 0 else ""))
            gi += 1
        if sub:
            out.append("</div>")
        secs.append(sec("sec%03d" % sid if plos else "Sec%d" % sid, h, "".join(out)))
    STORY[:] = story
    # the back matter
    cc = "This article is licensed under a Creative Commons Attribution 4.0 International License"
    data = r.choice(["The datasets used and/or analysed during the current study are available from the corresponding author on reasonable request.",
                     "All relevant data are within the manuscript and its Supporting Information files.",
                     "The data that support the findings of this study are openly available in the %s repository at https://doi.org/10.5061/dryad.%x." % (lex(), r.getrandbits(28))])
    fund = r.choice(["This work was supported by the %s Foundation (grant number %d)." % (lex(), r.randint(10000, 99999)),
                     "The authors received no specific funding for this work.", "This study was funded by the %s Research Council under grant %s-%d to %s." % (lex(), lex()[:3].upper(), r.randint(100, 9999), initials[0])])
    ack = sentence(r, 6, 12)
    ack = "We thank %s %s and %s %s for %s" % (lex(), lex(), lex(), lex(), ack[0].lower() + ack[1:])
    contrib = "%s conceived and designed the study. %s collected the data. %s analysed the data and wrote the first draft of the manuscript. All authors read and approved the final manuscript." % (
        initials[0], " and ".join(initials[1:3]), initials[-1])
    competing = "The authors have declared that no competing interests exist." if plos else "The authors declare %s competing interests." % ("no" if nature else "that they have no")
    ethics = "The study was approved by the ethics committee of %s University (approval number %d). Written informed consent was obtained from all participants." % (lex(), r.randint(100, 9999))
    note = "Springer Nature remains neutral with regard to jurisdictional claims in published maps and institutional affiliations."
    EXTRAS.extend([data, fund, ack, contrib, competing, ethics, note, cc, "Provided by the Springer Nature SharedIt content-sharing initiative",
                   "This is an open access article distributed under the terms of the", "We want your feedback. Do these Subject Areas make sense for this article?"])
    keywords = [lex().lower() for _ in range(r.randint(3, 6))]
    sav, cit, acs = r.randint(0, 40), r.randint(0, 40), r.randint(300, 30000)
    if plos:
        j = {"pone": "plosone", "pbio": "plosbiology", "pgen": "plosgenetics"}[code]
        roles = ["Conceptualization", "Data curation", "Formal analysis", "Investigation", "Methodology", "Supervision", "Writing \u2013 original draft", "Writing \u2013 review &amp; editing"]
        alist = "".join(('<li data-js-tooltip="tooltip_trigger"><a data-author-id="%d" class="author-name">%s <span class="contribute"> </span>%s%s</a><div id="author-meta-%d" class="author-info" data-js-tooltip="tooltip_target">'
                         '<p class="roles" id="authRoles"><span class="type">Roles</span> %s</p>%s%s<p id="authAffiliations-%d"><span class="type">Affiliation%s</span> %s</p><a data-js-tooltip="tooltip_close" class="close" id="tooltipClose%d"> &#x02A2F; </a></div></li>') % (
            i, esc(a), '<span class="email">  * </span>' if i == corr else "", "," if i < len(authors) - 1 else "", i, ", ".join(r.sample(roles, r.randint(1, 4))),
            '<p id="authCorresponding-%d"> <span class="email">* E-mail:</span> %s@%s.edu</p>' % (i, a.split()[1].lower(), a.split()[0].lower()) if i == corr else "",
            '<p class="orcid" id="authOrcid-%d"><span><a id="connect-orcid-link" href="https://orcid.org/%s" target="_blank" title="ORCID Registry"><img id="orcid-id-logo" src="/resource/img/orcid_16x16.png" width="16" height="16" alt="ORCID logo"/>https://orcid.org/%s</a></span></p>' % (i, orcid[i], orcid[i]) if orcid[i] else "",
            i, "s" if len(mine[i]) > 1 else "", esc(", ".join(affs[k] for k in mine[i])), i) for i, a in enumerate(authors))
        refs_html = "".join(('<li id="ref%d"><span class="order">%d.\n</span><a name="%s.ref%03d" id="%s.ref%03d" class="link-target"></a>%s <ul class="reflinks" data-doi="10.%d/%s">'
                             '<li><a href="#" data-author="%s" data-cit="%s" data-title="%s" target="_new" title="Go to article in CrossRef"> View Article </a></li>'
                             '<li><a href="http://www.ncbi.nlm.nih.gov/pubmed/%d" target="_new" title="Go to article in PubMed"> PubMed/NCBI </a></li>'
                             '<li><a href="http://scholar.google.com/scholar?q=%s" target="_new" title="Go to article in Google Scholar"> Google Scholar </a></li></ul></li>') % (
            i + 1, i + 1, aid, i + 1, aid, i + 1, esc(x), r.randint(1000, 1200), lex().lower(), esc(x.split(".")[0]), esc(x), esc(rt), r.randint(10000000, 36000000), esc("+".join(rt.split())))
            for i, (rt, x) in enumerate(refs))
        sis = [(r.choice(["Table", "File", "Fig"]), sentence(r, 4, 9)) for _ in range(r.choice([0, 0, 1, 2, 3]))]
        EXTRAS.extend(s for _, s in sis)
        si = sec("sec%03d" % (sn + 1), "Supporting information", "".join(
            '<div class="supplementary-material"><a name="%s.s%03d" id="%s.s%03d" class="link-target"></a><h3 class="siTitle title-small"><a href="article/file?type=supplementary&amp;id=10.1371/journal.%s.s%03d">S%d %s. </a> %s</h3>'
            '<p class="siDoi"><a href="https://doi.org/10.1371/journal.%s.s%03d">https://doi.org/10.1371/journal.%s.s%03d</a></p><p class="postSiDOI">(%s)</p></div>' % (
                aid, k + 1, aid, k + 1, aid, k + 1, [x for x, _ in sis[:k + 1]].count(kd), kd, esc(s), aid, k + 1, aid, k + 1, {"Table": "XLSX", "File": "DOCX", "Fig": "TIF"}[kd])
            for k, (kd, s) in enumerate(sis))) if sis else ""
        short = ", ".join("%s %s" % (a.split()[1], a.split()[0][0]) for a in authors[:6]) + (", et al." if len(authors) > 6 else "")
        info = ('<div class="articleinfo"><p><strong>Citation: </strong>%s (%d) %s. %s %d(%d): e%s. https://doi.org/%s</p><p><strong>Editor: </strong>%s %s, %s University, %s</p>'
                '<p><strong>Received: </strong>%s; <strong>Accepted: </strong>%s; <strong>Published: </strong> %s</p><p><strong>Copyright: </strong> \u00a9 %d %s et al. This is an open access article distributed under the terms of the '
                '<a href="http://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution License</a>, which permits unrestricted use, distribution, and reproduction in any medium, provided the original author and source are credited.</p>'
                '<p><strong>Data Availability: </strong>%s</p><p><strong>Funding: </strong>%s</p><p><strong>Competing interests: </strong> %s</p></div>') % (
            esc(short), pub.year, esc(t), jname.replace("PLOS", "PLoS"), pub.year - 2005, pub.month, aid[-7:], doi, lex(), lex(), lex(), r.choice(COUNTRIES).upper(),
            us(rec), us(acc), us(pub), pub.year, esc(authors[0].split()[1]), esc(data), esc(fund), competing)
        subj = "".join(('<li><a class="taxo-term" title="Search for articles about %s" href="/%s/search?filterSubjects=%s&amp;filterJournals=PLoSONE&amp;q=">%s</a><span class="taxo-flag">&nbsp;</span>'
                        '<div class="taxo-tooltip" data-categoryname="%s"><p class="taxo-explain">Is the Subject Area <strong>"%s"</strong> applicable to this article? <button id="flag-it" value="flagno">Yes</button>'
                        '<button id="flag-it" value="flagyes">No</button></p><p class="taxo-confirm">Thanks for your feedback.</p></div></li>') % (k, j, k, k, k, k) for k in keywords)
        share = "".join('<li><a href="%s" id="share%s" target="_blank" title="%s"><img src="/resource/img/icon.%s.16.png" width="16" height="16" alt="%s">%s</a></li>' % (
            u, n, "Submit to " + n if n != "Email" else "Email this article", n.lower(), n, n) for n, u in [
                ("Reddit", "https://www.reddit.com/submit?url=https%3A%2F%2Fdx.plos.org%2F" + doi.replace("/", "%2F")), ("Facebook", "https://www.facebook.com/share.php?u=https%3A%2F%2Fdx.plos.org%2F" + doi.replace("/", "%2F")),
                ("LinkedIn", "https://www.linkedin.com/shareArticle?url=https%3A%2F%2Fdx.plos.org%2F" + doi.replace("/", "%2F")), ("Mendeley", "https://www.mendeley.com/import/?url=https%3A%2F%2Fdx.plos.org%2F" + doi.replace("/", "%2F")),
                ("Twitter", "https://twitter.com/intent/tweet?url=https%3A%2F%2Fdx.plos.org%2F" + doi.replace("/", "%2F")), ("Email", "mailto:?subject=" + esc(t).replace(" ", "%20"))])
        ack_html = '<div class="section toc-section"><a id="ack" name="ack" data-toc="ack" class="link-target" title="Acknowledgments"></a><h2>Acknowledgments</h2><p>%s</p></div>' % esc(ack) if r.random() < 0.6 else ""
        abs_html = '<div class="abstract toc-section abstract-type-"><a id="abstract0" name="abstract0" data-toc="abstract0" class="link-target" title="Abstract"></a><h2>Abstract</h2><div class="abstract-content">%s</div></div>' % "".join(ab_html)
        signs = "".join('<li id="alm%ss"><div class="tools"><a class="metric-term" href="/%s/article/metrics?id=%s#%sHeader">%s</a></div><div class="details">%s</div></li>' % (
            n, j, doi, h, v, n) for n, h, v in [("Save", "saved", sav), ("Citation", "cited", cit), ("View", "viewed", "{:,}".format(acs)), ("Share", "discussed", r.randint(0, 60))])
        return ('<div class="article-page"><div class="set-grid"><header class="title-block"><div class="article-meta"><div class="classifications"><p class="license-short" id="licenseShort">Open Access</p>'
                '<p class="peer-reviewed" id="peerReviewed">Peer-reviewed</p><div class="article-type"><p class="type-article" id="artType">Research Article</p></div></div></div>'
                '<div class="article-title-etc"><div class="title-authors"><h1 id="artTitle">%s</h1><ul class="author-list clearfix" data-js-tooltip="tooltip_container" id="author-list">%s</ul></div>'
                '<div id="floatTitleTop" data-js-floater="title_author" class="float-title" role="presentation"><div class="set-grid"><div class="float-title-inner"><h1>%s</h1><ul id="floatAuthorList" data-js-floater="floated_authors">%s</ul></div>'
                '<div class="logo-close" id="titleTopCloser"><img src="/resource/img/logo-plos.png" style="height: 2em" alt="PLOS"/><div class="close-floater" title="close">x</div></div></div></div>'
                '<ul class="date-doi"><li id="artPubDate">Published: %s</li><li id="artDoi"><a href="https://doi.org/%s">https://doi.org/%s</a></li></ul></div><ul id="almSignposts" class="signposts">%s</ul></header>'
                '<section class="article-body"><ul class="article-tabs"><li class="tab-title active" id="tabArticle"><a href="/%s/article?id=%s" class="article-tab-1">Article</a></li>%s</ul>'
                '<div class="article-container"><div id="figure-carousel-section"><h2>Figures</h2><div id="figure-carousel"><div class="carousel-wrapper"><div class="slider">%s</div></div>'
                '<div class="carousel-control"><span class="button previous"></span><span class="index"></span><span class="button next"></span></div></div></div>'
                '<div class="article-content"><div class="article-text" id="artText">%s%s%s%s%s<div class="toc-section"><a id="references" name="references" class="link-target" data-toc="references" title="References"></a>'
                '<h2>References</h2><ol class="references">%s</ol></div></div></div></div><aside class="article-aside"><div class="dload-menu"><div class="dload-pdf"><a href="/%s/article/file?id=%s&amp;type=printable" id="downloadPdf" target="_blank">Download PDF</a></div>'
                '<div data-js-tooltip-hover="trigger" class="dload-hover">&nbsp;<ul class="dload-xml" data-js-tooltip-hover="target"><li><a href="/%s/article/citation?id=%s" id="downloadCitation">Citation</a></li>'
                '<li><a href="/%s/article/file?id=%s&amp;type=manuscript" id="downloadXml">XML</a></li></ul></div></div><div class="aside-container"><div class="print-article" id="printArticle" data-js-tooltip-hover="trigger">Print'
                '<ul class="print-options" data-js-tooltip-hover="target"><li><a href="#" onclick="window.print(); return false;" class="preventDefault" id="printBrowser" title="Print Article">Print article</a></li></ul></div>'
                '<div class="share-article" id="shareArticle" data-js-tooltip-hover="trigger">Share<ul data-js-tooltip-hover="target" class="share-options" id="share-options">%s</ul></div></div>'
                '<div class="subject-areas-container"><h3>Subject Areas <div id="subjInfo">?</div><div id="subjInfoText"><span class="inline-intro">For more information about PLOS Subject Areas, click '
                '<a href="https://github.com/PLOS/plos-thesaurus/blob/master/README.md" target="_blank" title="Link opens in new window">here</a>.</span><span class="inline-intro">We want your feedback. Do these Subject Areas make sense for this article? '
                'Click the target next to the incorrect Subject Area and let us know. Thanks for your help!</span></div></h3><ul id="subjectList">%s</ul></div></aside></section></div></div>') % (
            esc(t), alist, esc(t), "".join('<li data-float-index="%d">%s%s</li>' % (i + 1, esc(a), ",&nbsp;" if i < len(authors) - 1 else "") for i, a in enumerate(authors)),
            us(pub), doi, doi, signs, j, doi, "".join('<li class="tab-title " id="tab%s"><a href="/%s/article/%s?id=%s" class="article-tab-%d">%s</a></li>' % (
                n.split()[0], j, n.split()[0].lower(), doi, k + 2, n) for k, n in enumerate(["Authors", "Metrics", "Comments", "Media Coverage"])),
            "".join(carousel), abs_html, info, "".join(secs), si, ack_html, refs_html, j, doi, j, doi, j, doi, share, subj)
    mail = '<svg width="16" height="16" focusable="false" role="img" aria-hidden="true" class="u-icon"><use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#icon-%s"></use></svg>'
    hide = len(authors) > 5
    alist = "".join(('<li class="c-article-author-list__item%s"><a data-test="author-name" data-track="click" data-track-action="open author" data-track-label="link" href="#auth-%s" data-author-popup="auth-%s" data-author-search="%s"%s>%s%s</a>'
                     '%s<sup class="u-js-hide">%s</sup>%s</li>') % (
        " c-article-author-list__item--hide-small-screen" if hide and 2 < i < len(authors) - 1 else "", a.replace(" ", "-") + "-Aff%d" % (mine[i][0] + 1), a.replace(" ", "-") + "-Aff%d" % (mine[i][0] + 1),
        "%s, %s" % (a.split()[1], a.split()[0]), ' data-corresp-id="c1"' if i == corr else "", esc(a), mail % "mail" if i == corr else "",
        '<span class="u-js-hide">\u00a0<a class="js-orcid" href="http://orcid.org/%s"><span class="u-visually-hidden">ORCID: </span>orcid.org/%s</a></span>' % (orcid[i], orcid[i]) if orcid[i] else "",
        ",".join('<a href="#Aff%d">%d</a>' % (k + 1, k + 1) for k in mine[i]), "" if i == len(authors) - 1 else "\u00a0&amp; " if i == len(authors) - 2 else ", ") for i, a in enumerate(authors))
    if hide:
        alist += '<li class="c-article-author-list__show-more" aria-label="Show all %d authors for this article" title="Show all %d authors for this article">\u2026</li>' % (len(authors), len(authors))
    abbr = "".join('<dt class="c-abbreviation_list__term"><dfn>%s:</dfn></dt><dd class="c-abbreviation_list__description"><p>%s</p></dd>' % (
        "".join(w[0] for w in x.split()).upper(), esc(x)) for x in (title(r) for _ in range(r.randint(2, 6)))) if not nature else ""
    refs_html = "".join(('<li class="c-article-references__item js-c-reading-companion-references-item" data-counter="%d."><p class="c-article-references__text" id="ref-CR%d">%s</p><p class="c-article-references__links u-hide-print">'
                         '<a data-track="click" data-track-action="article reference" data-track-label="10.%d/%s" data-track-value="article reference" href="https://doi.org/10.%d/%s" aria-label="Article reference %d">Article</a> %s'
                         '<a data-track="click" data-track-action="google scholar reference" data-track-label="link" data-track-value="google scholar reference" href="http://scholar.google.com/scholar_lookup?&amp;title=%s&amp;publication_year=%s" aria-label="Google Scholar reference %d">Google Scholar</a> </p></li>') % (
        i + 1, i + 1, esc(x), *(2 * [r.randint(1000, 1200), "%s.%d" % (lex().lower(), r.randint(100, 9999))]), i + 1,
        '<a data-track="click" data-track-action="pubmed reference" data-track-label="link" data-track-value="pubmed reference" href="http://www.ncbi.nlm.nih.gov/entrez/query.fcgi?cmd=Retrieve&amp;db=PubMed&amp;dopt=Abstract&amp;list_uids=%d" aria-label="PubMed reference %d">PubMed</a> ' % (
            r.randint(10000000, 36000000), i + 1) if r.random() < 0.6 else "", esc(rt.replace(" ", "%20")), x.rstrip(".").split()[-1].strip("()") if nature else x.split(". ")[-1][:4], i + 1) for i, (rt, x) in enumerate(refs))
    byaff = [", ".join(a for i, a in enumerate(authors) if k in mine[i]) for k in range(len(affs))]
    sub = lambda k, h, p: '<h3 class="c-article__sub-heading" id="FPar%d">%s</h3><p>%s</p>' % (k, h, p)
    vol, num = pub.year - (2010 if nature else 2000 + rs.randint(-5, 12)), r.randint(1, 20000 if nature else 2500)
    back = [sec("availability-of-data-and-materials" if not nature else "data-availability", "Availability of data and materials" if not nature else "Data availability", "<p>%s</p>" % esc(data))]
    if abbr:
        back.append(sec("abbreviations", "Abbreviations", '<dl class="c-abbreviation_list">%s</dl>' % abbr))
    back.append('<div id="MagazineFulltextArticleBodySuffix"><section aria-labelledby="Bib1" data-title="References"><div class="c-article-section" id="Bib1-section"><h2 class="c-article-section__title js-section-title js-c-reading-companion-sections-item" id="Bib1">References</h2>'
                '<div class="c-article-section__content" id="Bib1-content"><div data-container-section="references"><ol class="c-article-references" data-track-component="outbound reference">%s</ol><p class="c-article-references__download u-hide-print">'
                '<a data-track="click" data-track-action="download citation references" data-track-label="link" rel="nofollow" href="https://citation-needed.springer.com/v2/references/%s?format=refman&amp;flavour=references">Download references%s</a></p></div></div></div></section></div>' % (
                    refs_html, doi, mail % "download"))
    back.append(sec("Ack1", "Acknowledgements", "<p>%s</p>" % esc(ack)))
    if not nature:
        back.append(sec("Fun", "Funding", "<p>%s</p>" % esc(fund)))
    back.append(sec("author-information", "Author information", '<h3 class="c-article__sub-heading" id="affiliations">Authors and Affiliations</h3><ol class="c-article-author-affiliation__list">%s</ol>'
                    '<h3 class="c-article__sub-heading" id="contributions">Contributions</h3><p>%s</p><h3 class="c-article__sub-heading" id="corresponding-author">Corresponding author</h3>'
                    '<p id="corresponding-author-list">Correspondence to <a id="corresp-c1" href="mailto:%s@%s.edu">%s</a>.</p>' % (
                        "".join('<li id="Aff%d"><p class="c-article-author-affiliation__address">%s</p><p class="c-article-author-affiliation__authors-list">%s</p></li>' % (k + 1, esc(x), esc(byaff[k])) for k, x in enumerate(affs)),
                        esc(contrib), authors[corr].split()[1].lower(), authors[corr].split()[0].lower(), esc(authors[corr]))))
    back.append(sec("ethics", "Ethics declarations", ("" if nature else sub(1, "Ethics approval and consent to participate", esc(ethics)) + sub(2, "Consent for publication", "Not applicable.")) + sub(1 if nature else 3, "Competing interests", esc(competing))))
    back.append(sec("additional-information", "Additional information", "<p><b>Publisher\u2019s Note</b></p><p>%s</p>" % note))
    back.append(sec("rightslink", "Rights and permissions", ('<p><b>Open Access</b> %s, which permits use, sharing, adaptation, distribution and reproduction in any medium or format, as long as you give appropriate credit to the original author(s) and the source, '
                                                             'provide a link to the Creative Commons licence, and indicate if changes were made. The images or other third party material in this article are included in the article\u2019s Creative Commons licence, '
                                                             'unless indicated otherwise in a credit line to the material. To view a copy of this licence, visit <a href="http://creativecommons.org/licenses/by/4.0/" rel="license">http://creativecommons.org/licenses/by/4.0/</a>.</p>'
                                                             '<p class="c-article-rights"><a data-track="click" data-track-action="view rights and permissions" data-track-label="link" href="https://s100.copyright.com/AppDispatchServlet?title=%s&amp;author=%s&amp;contentID=%s">Reprints and permissions</a></p>') % (
        cc, esc(t.replace(" ", "%20")), esc(authors[0].replace(" ", "%20")), doi)))
    cite_as = "%s%s %s. <i>%s</i> <b>%d</b>, %d (%d). https://doi.org/%s" % (", ".join("%s, %s." % (a.split()[1], a.split()[0][0]) for a in authors[:3]), " et al." if len(authors) > 3 else "", esc(t), jname, vol, num, pub.year, doi)
    back.append(sec("article-info", "About this article", ('<div class="c-bibliographic-information"><div class="u-hide-print c-bibliographic-information__column c-bibliographic-information__column--border"><a data-crossmark="%s" target="_blank" rel="noopener" href="https://crossmark.crossref.org/dialog/?doi=%s" data-track="click" data-track-action="Click Crossmark" data-track-label="link" data-test="crossmark">'
                                                           '<img loading="lazy" width="57" height="81" alt="Check for updates. Verify currency and authenticity via CrossMark" src="/static/images/crossmark.svg"></a></div><div class="c-bibliographic-information__column"><h3 class="c-article__sub-heading" id="citeas">Cite this article</h3>'
                                                           '<p class="c-bibliographic-information__citation">%s</p><p class="c-bibliographic-information__download-citation u-hide-print"><a data-test="citation-link" data-track="click" data-track-action="download article citation" data-track-label="link" rel="nofollow" href="https://citation-needed.springer.com/v2/references/%s?format=refman&amp;flavour=citation">Download citation%s</a></p>'
                                                           '<ul class="c-bibliographic-information__list" data-test="publication-history">%s<li class="c-bibliographic-information__list-item c-bibliographic-information__list-item--doi"><p><abbr title="Digital Object Identifier">DOI</abbr><span class="u-hide">: </span><span class="c-bibliographic-information__value">https://doi.org/%s</span></p></li></ul>'
                                                           '<div data-component="share-box"><div class="c-article-share-box"><h3 class="c-article__sub-heading">Share this article</h3><p class="c-article-share-box__description">Anyone you share the following link with will be able to read this content:</p>'
                                                           '<button class="js-get-share-url c-article-share-box__button" type="button" id="get-share-url" data-track="click" data-track-label="button" data-track-external="" data-track-action="get shareable link">Get shareable link</button>'
                                                           '<div class="js-no-share-url-container u-display-none" hidden=""><p class="js-c-article-share-box__no-sharelink-info c-article-share-box__no-sharelink-info">Sorry, a shareable link is not currently available for this article.</p></div>'
                                                           '<p class="js-c-article-share-box__additional-info c-article-share-box__additional-info">Provided by the Springer Nature SharedIt content-sharing initiative</p></div></div>'
                                                           '<h3 class="c-article__sub-heading">Keywords</h3><ul class="c-article-subject-list">%s</ul></div></div>') % (
        doi, doi, cite_as, doi, mail % "download", "".join('<li class="c-bibliographic-information__list-item"><p>%s<span class="u-hide">: </span><span class="c-bibliographic-information__value"><time datetime="%s">%s</time></span></p></li>' % (
            n, d.isoformat(), uk(d, "%02d")) for n, d in [("Received", rec), ("Accepted", acc), ("Published", pub)]), doi,
        "".join('<li class="c-article-subject-list__subject"><span><a href="/search?query=%s&amp;facet-discipline=&quot;%s&quot;" data-track="click" data-track-action="view keyword" data-track-label="link">%s</a></span></li>' % (k, esc(cat), k) for k in keywords))))
    similar = [(title(r), "s41598-%03d-%05d-%d" % (r.randint(16, pub.year % 100), r.randint(1000, 29999), r.randint(0, 9))) for _ in range(3)] if nature else []
    EXTRAS.extend(x for x, _ in similar)
    recs = ('<section aria-labelledby="inline-recommendations" data-title="Inline Recommendations" class="c-article-recommendations" data-track-component="inline-recommendations"><h3 class="c-article-recommendations-title" id="inline-recommendations">Similar content being viewed by others</h3>'
            '<div class="c-article-recommendations-list">%s</div></section>') % "".join(
        '<div class="c-article-recommendations-list__item"><article class="c-article-recommendations-card" itemscope itemtype="http://schema.org/ScholarlyArticle"><div class="c-article-recommendations-card__img"><img src="https://media.springernature.com/w215h120/springer-static/image/art%%3A10.1038%%2F%s/MediaObjects/41598_%s_Fig1_HTML.png" loading="lazy" alt=""></div>'
        '<div class="c-article-recommendations-card__main"><a class="c-article-recommendations-card__link" itemprop="url" href="https://www.nature.com/articles/%s" data-track="select_recommendations_%d" data-track-context="inline recommendations" data-track-action="click recommendations inline - %d" data-track-label="10.1038/%s">'
        '<h3 class="c-article-recommendations-card__heading" itemprop="name headline">%s</h3></a><div class="c-article-meta-recommendations" data-test="recommendation-info"><span class="c-article-meta-recommendations__item-type">Article</span>%s<span class="c-article-meta-recommendations__date">%s</span></div></div></article></div>' % (
            a, a[7:].replace("-", "_"), a, k + 1, k + 1, a, esc(x), '<span class="c-article-meta-recommendations__access-type">Open access</span>' if r.random() < 0.6 else "",
            uk(datetime.date(2000 + int(a[7:10]), r.randint(1, 12), r.randint(1, 28)), "%02d")) for k, (x, a) in enumerate(similar)) if similar else ""
    metrics = [("%dk" % (acs // 1000) if acs >= 1000 else str(acs), "Accesses")] + ([(str(cit), "Citations" if cit > 1 else "Citation")] if cit else []) + ([(str(sav), "Altmetric")] if sav > 3 else [])
    pdf = ('<div class="c-pdf-download u-clear-both"><a href="/counter/pdf/%s.pdf" class="u-button u-button--full-width u-button--primary u-justify-content-space-between c-pdf-download__link" data-article-pdf="true" data-readcube-pdf-url="true" data-test="pdf-link" data-draft-ignore="true" '
           'data-track="click" data-track-action="download pdf" data-track-label="button" data-track-external download><span class="c-pdf-download__text">Download PDF</span>%s</a></div>') % (doi, mail % "download")
    return ('<div class="c-article-main u-container"><main class="c-article-main-column u-float-left js-main-column" data-track-component="article body"><div class="c-pdf-button__container u-hide-at-lg js-context-bar-sticky-point-mobile"><div class="c-pdf-container">%s</div></div>'
            '<article lang="en"><div class="c-article-header"><header><ul class="c-article-identifiers" data-test="article-identifier"><li class="c-article-identifiers__item" data-test="article-category">%s</li>'
            '<li class="c-article-identifiers__item"><a href="https://www.springernature.com/gp/open-research/about/the-fundamentals-of-open-access-and-open-research" data-track="click" data-track-action="open access" data-track-label="link" class="u-color-open-access" data-test="open-access">Open access</a></li>'
            '<li class="c-article-identifiers__item">Published: <a href="#article-info" data-track="click" data-track-action="publication date" data-track-label="link"><time datetime="%s">%s</time></a></li></ul>'
            '<h1 class="c-article-title" data-test="article-title" data-article-title="">%s</h1><ul class="c-article-author-list c-article-author-list--short js-no-scroll" data-test="authors-list" data-component-authors-activator="authors-list">%s</ul>'
            '<p class="c-article-info-details" data-container-section="info"><a data-test="journal-link" href="/" data-track="click" data-track-action="journal homepage" data-track-category="article body" data-track-label="link"><i data-test="journal-title">%s</i></a> '
            '<b data-test="journal-volume"><span class="u-visually-hidden">volume</span> %d</b>, Article number: <span data-test="article-number">%d</span> (<span data-test="article-publication-year">%d</span>) '
            '<a href="#citeas" class="c-article-info-details__cite-as u-hide-print" data-track="click" data-track-action="cite this article" data-track-label="link">Cite this article</a></p>'
            '<div class="c-article-metrics-bar__wrapper u-clear-both"><ul class="c-article-metrics-bar u-list-reset">%s<li class="c-article-metrics-bar__item"><p class="c-article-metrics-bar__details"><a href="/articles/%s/metrics" data-track="click" data-track-action="view metrics" data-track-label="link" rel="nofollow">Metrics <span class="u-visually-hidden">details</span></a></p></li></ul></div></header></div>'
            '<div class="c-article-body"><section aria-labelledby="Abs1" data-title="Abstract" lang="en"><div class="c-article-section" id="Abs1-section"><h2 class="c-article-section__title js-section-title js-c-reading-companion-sections-item" id="Abs1">Abstract</h2>'
            '<div class="c-article-section__content" id="Abs1-content">%s</div></div></section>%s<div class="main-content">%s</div>%s</div></article></main>'
            '<aside class="c-article-extras u-hide-print" aria-label="Article navigation" data-component-reading-companion data-container-type="reading-companion" data-track-component="reading companion"><div class="js-context-bar-sticky-point-desktop">%s</div>'
            '<div class="c-reading-companion"><div class="c-reading-companion__sticky" data-component="reading-companion-sticky" data-test="reading-companion-sticky"><div class="c-reading-companion__panel c-reading-companion__sections c-reading-companion__panel--active" id="tabpanel-sections">'
            '<div class="u-lazy-ad-wrapper u-mt-16 u-hide" data-component-mpu><div class="c-ad c-ad--300x250"><div class="c-ad__inner"><p class="c-ad__label">Advertisement</p><div id="div-gpt-ad-MPU1" class="div-gpt-ad grade-c-hide" data-gpt-sizes="300x250" data-test="MPU1-ad"></div></div></div></div></div>'
            '<div class="c-reading-companion__panel c-reading-companion__figures c-reading-companion__panel--full-width" id="tabpanel-figures"></div><div class="c-reading-companion__panel c-reading-companion__references c-reading-companion__panel--full-width" id="tabpanel-references"></div></div></div></aside></div>') % (
        pdf, "Article" if nature else "Research", pub.isoformat(), uk(pub), esc(t), alist, jname, vol, num, pub.year,
        "".join('<li class="c-article-metrics-bar__item"><p class="c-article-metrics-bar__count">%s <span class="c-article-metrics-bar__label">%s</span></p></li>' % m for m in metrics), doi,
        "".join(ab_html), recs, "".join(secs), "".join(back), pdf)

def wix(r, t, body, cat, cs):
    """A blog post on a Wix site (Wix Blog, 2021-2023) as the server
    renders it for a reader without scripts: the site's mesh of nested
    divs with generated ids ("comp-kx9a2b3c") and hashed class names of
    no meaning, the same on a site's every page, the blog's own menu
    ("All Posts", its categories, "Log in / Sign up") on most sites,
    then the post: the author's line (the avatar "Writer's picture",
    the name, "Mar 14, 2022", "3 min read", the "..." button), over the
    title h1 on the older sites and under it on the newer ones, at times
    "Updated: Mar 16, 2022"; the rich content viewer's blocks in the
    post-description box, each followed by its empty rcv-block marker
    (wrapped in data-breakout divs on the newer sites): paragraphs of
    spans, a bold run or a link in some, blank paragraphs of a single
    <br> between them as the site's writer leaves them, an h2 or two,
    pictures (wow-image's blurred placeholder) with a caption at times,
    on some pages a list, a quote, a divider or an embedded video; then
    the post's footer: the tags, the share buttons (icons only), "N
    views", "N comments", the like heart and its count with "Post not
    marked as liked" for screen readers; "Recent Posts" (or "Related
    Posts") and "See All" with three cards (picture, title, counters,
    heart); then Wix Comments: "Comments", "Write a comment..." (or
    "Commenting has been turned off."), each comment its avatar, name,
    "Mar 15, 2022", its text in a content viewer of its own (the same
    markers, other classes), "Like" and "Reply", replies in their
    parent's box.  The truth: the post's paragraphs, its headings, list
    items and quote; not the blank paragraphs, the captions, the author's
    line, the counters, the tags, the share buttons, the recent posts
    nor the comments."""
    rs = random.Random(BLOG[0] + " wix")
    al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    b36 = "abcdefghijklmnopqrstuvwxyz0123456789"

    def cn():
        if rs.random() < 0.35:
            return "_" + rs.choice("0123456789") + "".join(rs.choice(al + "-") for _ in range(4))
        return rs.choice(al[:52]) + "".join(rs.choice(al) for _ in range(rs.choice([4, 4, 4, 5])))
    C = [cn() for _ in range(146)]
    comp = ["comp-" + rs.choice("kl") + "".join(rs.choice(b36) for _ in range(7)) for _ in range(3)]
    pid = "".join(rs.choice(b36) for _ in range(5))
    owner = rs.getrandbits(24)
    new = rs.random() < 0.5  # 2023's viewer: title first, breakout wrappers, <section>/<footer>
    blanks = rs.choice([0.0, 0.3, 0.85])
    author = rs.choice(NAMES[:10])
    prof = author.lower().replace(" ", "")
    menu, login, on = rs.random() < 0.7, rs.random() < 0.5, rs.random() < 0.85
    cats = rs.sample(CATS, rs.randint(2, 5))
    recent = "Recent Posts" if rs.random() < 0.8 else "Related Posts"
    base = "https://www.%s.example" % "".join(BLOG[0].lower().split()[:-1])
    post_url = base + "/post" + SLUG[0][:-5]
    media = lambda: "%06x_%032x~mv2.jpg" % (owner, r.getrandbits(128))
    P = "%s %s %s %s public-DraftStyleDefault-block-depth0 fixed-tab-size public-DraftStyleDefault-text-ltr" % tuple(C[0:4])
    H = "%s %s %s public-DraftStyleDefault-block-depth0 fixed-tab-size public-DraftStyleDefault-text-ltr" % (C[4], C[1], C[3])
    S = "%s public-DraftStyleDefault-ltr" % C[5]
    vid = lambda: "viewer-" + "".join(r.choice(b36) for _ in range(5))
    heart = '<svg xmlns="http://www.w3.org/2000/svg" width="19" height="19" viewBox="0 0 19 19" role="img"><path d="M9.5 17.3L2.4 10.1C.7 8.4.7 5.6 2.4 3.9s4.5-1.7 6.2 0l.9.9.9-.9c1.7-1.7 4.5-1.7 6.2 0s1.7 4.5 0 6.2z"></path></svg>'
    icon = lambda n: '<svg xmlns="http://www.w3.org/2000/svg" width="19" height="19" viewBox="0 0 19 19" role="img"><path d="M%d 2h2v15h-2z"></path></svg>' % n

    def inline(x):
        w = x.split(" ")
        if len(w) < 8 or r.random() > 0.2:
            return "<span>%s</span>" % esc(x)
        i = r.randrange(len(w) - 4)
        j = i + r.randint(2, 4)
        mid = esc(" ".join(w[i:j]))
        mid = ("<strong>%s</strong>" % mid if r.random() < 0.5 else
               '<a href="https://%s.example/%s" target="_blank" rel="noopener noreferrer" class="%s" data-hook="web-link"><u class="%s">%s</u></a>' % (
                   LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))], C[7], C[8], mid))
        pre, post_ = " ".join(w[:i]), " ".join(w[j:])
        return "<span>%s%s%s</span>" % (esc(pre) + " " if pre else "", mid, " " + esc(post_) if post_ else "")

    def text(tag, cls, x, span=S, rich=True):
        return '<%s id="%s" class="%s"%s%s><span class="%s">%s</span></%s>' % (
            tag, vid(), cls, ' dir="auto"' if new else "", ' style="padding-top:0px;padding-bottom:0px"' if r.random() < 0.3 else "",
            span, inline(x) if rich else "<span>%s</span>" % esc(x), tag)

    def viewer(items, cls):
        out = ['<div class="%s" data-id="content-viewer"><div type="first" data-hook="rcv-block-first"></div>' % cls]
        for k, (kind, h) in enumerate(items):
            out.append('%s<div type="%s" data-hook="rcv-block%d"></div>' % ('<div data-breakout="normal">%s</div>' % h if new else h, kind, k + 1))
        return "".join(out) + '<div type="last" data-hook="rcv-block-last"></div></div>'
    blank = lambda: ("empty-line", '<div id="%s" class="%s"><span class="%s"><span><br role="presentation"/></span></span></div>' % (vid(), P, S))

    def image():
        m, w, h = media(), r.choice([1920, 1600, 1280]), r.choice([1080, 1280, 1067])
        cap = sentence(r, 4, 12) if r.random() < 0.4 else ""
        return "image", ('<div id="%s" class="%s %s"><div class="%s" data-hook="imageViewer" role="button" tabindex="-1"><figure class="%s" data-hook="figure-IMAGE">'
                '<div class="%s" data-hook="image-viewer" style="width:740px"><wow-image id="%s" class="%s" data-image-info="{&quot;containerId&quot;:&quot;%s&quot;,&quot;alignType&quot;:&quot;center&quot;,'
                '&quot;displayMode&quot;:&quot;fill&quot;,&quot;imageData&quot;:{&quot;width&quot;:%d,&quot;height&quot;:%d,&quot;uri&quot;:&quot;%s&quot;,&quot;name&quot;:&quot;&quot;}}" data-has-ssr-src="true" data-is-svg="false">'
                '<img src="https://static.wixstatic.com/media/%s/v1/fill/w_147,h_%d,al_c,q_80,usm_0.66_1.00_0.01,blur_2/%s" alt="" style="width:740px;height:%dpx;object-fit:cover" '
                'data-pin-url="%s" data-pin-media="https://static.wixstatic.com/media/%s" fetchpriority="high"/></wow-image></div>%s</figure></div></div>') % (
            vid(), C[9], C[10], C[11], C[12], C[13], m, C[14], m, w, h, m, m, 147 * h // w, m, 740 * h // w, post_url, m,
            '<figcaption class="%s" style="padding-top:16px"><span dir="auto" class="%s">%s</span></figcaption>' % (C[15], C[16], esc(cap)) if cap else "")
    items, story = [], []
    if r.random() < 0.5:
        items.append(image())
    heads = 0
    for i, x in enumerate(body):
        if i and r.random() < blanks:
            items.append(blank())
        if 1 <= i < len(body) - 1 and len(body) > 3 and heads < 2 and r.random() < 0.3:
            hd = title(r)
            items.append(("h2", text("h2", H, hd, rich=False)))
            story.append(hd)
            heads += 1
        if i == len(body) - 1 and i > 2 and r.random() < 0.15:
            items.append(("divider", '<div id="%s" class="%s %s"><div class="%s" data-hook="divider-single"><hr class="%s"/></div></div>' % (vid(), C[17], C[10], C[18], C[19])))
        items.append(("paragraph", text("p", P, x)))
        story.append(x)
        if i == 0 and len(body) > 2 and r.random() < 0.35:
            items.append(image())
        if i == 1 and len(body) > 3 and r.random() < 0.12:
            q = sentence(r, 8, 20)
            items.append(("blockquote", text("blockquote", "%s %s %s public-DraftStyleDefault-block-depth0 fixed-tab-size public-DraftStyleDefault-text-ltr" % (C[20], C[1], C[3]), q, rich=False)))
            story.append(q)
        if i == len(body) - 2 and r.random() < 0.15:
            li = [sentence(r, 3, 10) for _ in range(r.randint(3, 5))]
            items.append(("unordered-list", '<ul class="%s public-DraftStyleDefault-ul">%s</ul>' % (C[21], "".join(
                '<li id="%s" class="%s public-DraftStyleDefault-unorderedListItem public-DraftStyleDefault-reset public-DraftStyleDefault-depth0 public-DraftStyleDefault-listLTR"%s>%s</li>' % (
                    vid(), C[22], ' dir="auto"' if new else "", text("p", P, y, rich=False)) for y in li))))
            story.extend(li)
        if i == len(body) // 2 and len(body) > 2 and r.random() < 0.12:
            items.append(("video", '<div id="%s" class="%s %s"><div class="%s" data-hook="video-player" data-loaded="false"><div class="%s" style="position:relative;padding-top:56.25%%">'
                          '<iframe class="%s" src="https://www.youtube.com/embed/%s" title="YouTube video player" frameborder="0" allowfullscreen="" style="position:absolute;top:0;left:0;width:100%%;height:100%%"></iframe></div></div></div>' % (
                              vid(), C[23], C[10], C[24], C[25], C[26], "".join(r.choice(al + "-_") for _ in range(11)))))
    if r.random() < blanks:
        items.append(blank())
    STORY[:] = story
    # the dates: the post's a day or so before its first comment
    d = cs[0][1] if cs else date(r)
    day = max(1, d[0] - r.randint(0, 2))
    when = "%s %d, %d" % (d[1][:3], day, d[2])
    mins = max(1, sum(len(x.split()) for x in story) // 200 + r.randint(0, 1))
    meta = ('<div class="%s %s"><div class="%s"><a href="/profile/%s/profile" data-hook="profile-link" class="%s"><div class="%s" data-hook="avatar"><div class="%s fluid-avatar-image" style="width:32px;height:32px">'
            '<img alt="Writer\'s picture" src="https://static.wixstatic.com/media/%06x_%032x~mv2.jpg/v1/fill/w_32,h_32,al_c,q_80,enc_auto/avatar.jpg" width="32" height="32" class="%s"/></div></div></a>'
            '<div class="%s"><a href="/profile/%s/profile" class="%s blog-post-metadata-font"><span data-hook="user-name" class="%s">%s</span></a>'
            '<ul class="%s blog-post-metadata-font"><li><span data-hook="time-ago" class="%s post-metadata__date time-ago" title="%s">%s</span></li>'
            '<li><span data-hook="time-to-read" class="%s post-metadata__readTime" title="%d min read">%d min read</span></li></ul></div></div>'
            '<div class="%s"><button type="button" class="%s more-button" data-hook="more-button" aria-label="More actions" aria-haspopup="true">%s</button></div></div>') % (
        C[30], C[31], C[32], prof, C[33], C[34], C[35], owner, rs.getrandbits(128), C[36], C[37], prof, C[38], C[39], esc(author),
        C[40], C[41], when, when, C[42], mins, mins, C[43], C[44], icon(3))
    if day < 28 and r.random() < 0.25:
        meta += '<div class="%s"><span class="%s blog-post-metadata-font">Updated: %s %d, %d</span></div>' % (C[45], C[46], d[1][:3], r.randint(day + 1, 28), d[2])
    head = '<div class="%s"><h1 class="%s %s blog-post-title-font blog-post-title-color" data-hook="post-title"><span class="post-title__text blog-post-title-font">%s</span></h1></div>' % (C[47], C[48], C[49], esc(t))
    content = ('<%s class="%s" data-hook="post-description"><article class="%s blog-post-text-font blog-post-text-color"><div class="%s post-content__body"><div class="%s">'
               '<div class="%s" style="--ricos-text-color:0,0,0;--ricos-text-color-tuple:0,0,0;--ricos-action-color:56,153,236;--ricos-custom-p-font-size:18px;--ricos-custom-h2-font-size:28px;direction:ltr">%s</div></div></div></article></%s>') % (
        "section" if new else "div", C[50], C[51], C[52], C[53], C[54], viewer(items, C[55]), "section" if new else "div")
    tags = [LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(1, 5))] if r.random() < 0.5 else []
    views, likes = r.randint(len(cs) * 3 + 4, 2400), r.randint(0, 30)
    nc = len(cs) if on else 0
    plural = lambda n, w: "%d %s%s" % (n, w, "" if n == 1 else "s")
    like = lambda n: ('<div class="%s" data-hook="like-button-with-count"><span class="%s" data-hook="like-button-with-count__like-count">%s</span><button type="button" class="%s" data-hook="like-button" aria-pressed="false">'
                      '<span class="%s" style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">Post not marked as liked</span>%s</button></div>') % (C[56], C[57], n if n else "", C[58], C[59], heart)
    footer = ('<%s class="%s" data-hook="post-footer">%s<div class="%s"><div class="%s" data-hook="share-buttons">%s</div></div><div class="%s"><div class="%s" data-hook="post-stats">'
              '<span class="%s" data-hook="view-count"><span>%s</span></span><a href="#comments" class="%s" data-hook="comment-count"><span>%s</span></a></div>%s</div></%s>') % (
        "footer" if new else "div", C[60], '<div class="%s" data-hook="post-tags"><nav aria-label="Tags"><ul class="%s">%s</ul></nav></div>' % (C[61], C[62], "".join(
            '<li><a href="%s/blog/tags/%s" class="%s tag-font" data-hook="tag">%s</a></li>' % (base, x, C[63], x) for x in tags)) if tags else "",
        C[64], C[65], "".join('<button type="button" class="%s" data-hook="share-button__%s" aria-label="Share via %s">%s</button>' % (C[66], n.lower(), n, icon(k + 4))
                              for k, n in enumerate(["Facebook", "LinkedIn", "Twitter", "Link"])),
        C[67], C[68], C[69], plural(views, "view"), C[70], plural(nc, "comment"), like(likes), "footer" if new else "div")
    rtitles = [title(r) for _ in range(3)]
    EXTRAS.extend(rtitles + ["Write a comment..."])
    cards = "".join(
        ('<div class="%s" data-hook="recent-post-list-item"><article class="%s"><div class="%s"><a href="/post/%s" tabindex="-1" class="%s"><div class="%s" data-hook="cover-image">'
         '<wow-image class="%s"><img src="https://static.wixstatic.com/media/%s/v1/fill/w_292,h_219,al_c,q_80,usm_0.66_1.00_0.01,blur_2/%s" alt="%s" style="width:292px;height:219px;object-fit:cover"/></wow-image></div></a></div>'
         '<div class="%s"><div class="%s" data-hook="recent-post__title"><a href="/post/%s" class="%s"><p class="%s blog-post-title-font">%s</p></a></div>'
         '<div class="%s"><div class="%s"><span class="%s" aria-label="%s">%s<span>%d</span></span><a href="/post/%s#comments" class="%s" aria-label="%s">%s<span>%d</span></a></div>%s</div></div></article></div>') % (
            C[71], C[72], C[73], "-".join(x.lower().split()), C[74], C[75], C[76], m, m, esc(x), C[77], C[78], "-".join(x.lower().split()), C[79], C[80], esc(x),
            C[81], C[82], C[83], plural(v, "view"), icon(9), v, "-".join(x.lower().split()), C[84], plural(c, "comment"), icon(11), c, like(r.randint(0, 12)))
        for x, m, v, c in [(x, media(), r.randint(3, 900), r.choice([0, 0, 0, 1, 2, 5])) for x in rtitles])
    rec = ('<section class="%s" data-hook="recent-posts"><div class="%s"><h2 class="%s blog-post-title-font">%s</h2><a href="%s/blog" class="%s" data-hook="see-all-link">See All</a></div>'
           '<div class="%s">%s</div></section>') % (C[85], C[86], C[87], recent, base, C[88], C[89], cards)
    CP = "%s %s public-DraftStyleDefault-block-depth0 fixed-tab-size public-DraftStyleDefault-text-ltr" % (C[100], C[101])

    def one(c):
        n, dd, cp, _ = c
        cw = "%s %d, %d" % (dd[1][:3], dd[0], dd[2])
        return ('<div class="%s" data-hook="comment" id="comment-%024x"><div class="%s"><div class="%s"><div class="%s fluid-avatar-image"><img alt="" src="https://static.wixstatic.com/media/%06x_%032x~mv2.png/v1/fill/w_36,h_36,al_c,q_85/avatar.png" width="36" height="36"/></div></div>'
                '<div class="%s"><span class="%s" data-hook="author-name">%s</span><span class="%s" data-hook="comment-timestamp" title="%s">%s</span></div>'
                '<button type="button" class="%s" data-hook="more-button" aria-label="More actions">%s</button></div><div class="%s" data-hook="comment-content"><div class="%s">%s</div></div>'
                '<div class="%s"><button type="button" class="%s" data-hook="like-button" aria-pressed="false">%s<span class="%s">Like</span></button>%s'
                '<button type="button" class="%s" data-hook="reply-button">Reply</button></div>') % (
            C[90], r.getrandbits(96), C[91], C[92], C[93], owner, r.getrandbits(128), C[94], C[95], esc(n), C[96], cw, cw, C[143], icon(3), C[97], C[98],
            viewer([("paragraph", text("p", CP, x, C[102], rich=False)) for x in cp], C[99]),
            C[103], C[104], heart, C[105], '<span class="%s">%d</span>' % (C[106], r.randint(1, 4)) if r.random() < 0.3 else "", C[107])
    thread, reps = [], []
    for c in (cs if on else []):
        if c[3] > 1:
            reps.append(one(c) + "</div>")
            continue
        if thread:
            thread.append(('<div class="%s" data-hook="replies">%s</div>' % (C[108], "".join(reps)) if reps else "") + "</div>")
        reps = []
        thread.append(one(c))
    if thread:
        thread.append(('<div class="%s" data-hook="replies">%s</div>' % (C[108], "".join(reps)) if reps else "") + "</div>")
    box = ('<div class="%s" data-hook="comment-box"><div class="%s fluid-avatar-image"><img alt="" src="https://static.wixstatic.com/media/%06x_default-avatar.png" width="36" height="36"/></div>'
           '<button type="button" class="%s" data-hook="comment-input-placeholder">Write a comment...</button></div>') % (C[109], C[93], owner, C[110]) if on else (
        '<p class="%s">Commenting has been turned off.</p>' % C[111])
    comments_html = ('<div class="%s" id="comments" data-hook="comments-widget"><div class="%s"><h2 class="%s">Comments</h2></div>%s<div class="%s" data-hook="comments-list">%s</div></div>' % (
        C[112], C[113], C[114], box, C[115], "".join(thread)))
    nav = ('<div class="%s" data-hook="blog-desktop-header-container"><nav class="%s" data-hook="category-menu"><ul class="%s">%s</ul></nav>'
           '<div class="%s"><button type="button" class="%s" data-hook="search-button" aria-label="Search">%s</button>%s</div></div>') % (
        C[116], C[117], C[118], "".join('<li><a href="%s/blog%s" class="%s%s" data-hook="link">%s</a></li>' % (
            base, "/categories/" + x.lower() if x != "All Posts" else "", C[119], " " + C[120] if x == cat else "", x) for x in ["All Posts"] + cats),
        C[121], C[122], icon(7), '<button type="button" class="%s" data-hook="login-button">Log in / Sign up</button>' % C[123] if login else "") if menu else ""
    post = ('<div class="%s blog-post-page-font" data-hook="post-page">%s<div class="%s"><article class="%s" data-hook="post"><div class="%s"><div class="%s">%s%s</div>%s%s</div></article></div>'
            '<div class="%s">%s</div><div class="%s">%s</div></div>') % (
        C[124], nav, C[125], C[126], C[127], C[128], head if new else meta, meta if new else head, content, footer, C[129], rec, C[129], comments_html)
    mesh = lambda cid: ('<div data-mesh-id="%sinlineContent" data-testid="inline-content" class=""><div data-mesh-id="%sinlineContent-gridContainer" data-testid="mesh-container-content">' % (cid, cid))
    bg = lambda cid: ('<div id="bgLayers_%s" data-hook="bgLayers" class="%s"><div data-testid="colorUnderlay" class="%s %s"></div><div id="bgMedia_%s" data-motion-part="BG_MEDIA %s" class="%s"></div></div>' % (
        cid, C[130], C[131], C[132], cid, cid, C[133]))
    return ('<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="%s"><div class="%s"><div id="%s" class="%s theme-vars"><div id="Container%s" class="Container%s %s">%s'
            '<section id="%s" tabindex="-1" class="%s %s wixui-section" data-block-level-container="ClassicSection">%s<div data-testid="columns" class="%s">'
            '<div id="%s" class="%s %s wixui-column-strip__column">%s%s<div id="%s" class="%s"><div class="%s" style="height:auto"><div id="TPASection_%s" class="%s">%s</div></div></div>'
            '</div></div></div></div></section></div></div></div></div></div></div></main>') % (
        C[134], C[135], pid, C[136], pid, pid, C[137], mesh("Container" + pid), comp[0], C[138], comp[0], bg(comp[0]), C[139],
        comp[1], comp[1], C[140], bg(comp[1]), mesh(comp[1]), comp[2], comp[2], C[141], comp[2][5:], C[142], post)

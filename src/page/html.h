/* SPDX-License-Identifier: ISC */
/*
 * html: page bytes -> a parsed UTF-8 document.  Decoding picks the
 * charset from the HTTP header, else a BOM, else <meta charset> or
 * http-equiv, else UTF-8 when the bytes are valid UTF-8, else
 * windows-1252; labels are read by charset_canonical() (charset.h).
 * Pure.
 * libxml2 types stay behind this header: other modules that need the tree
 * (learn, tmpl) get it through html_doc_xml().
 */
#ifndef TEMPLAR_HTML_H
#define TEMPLAR_HTML_H

#include <stddef.h>

/*
 * The node budget of a page: a page of more elements is refused, its
 * parse stopped there (a page of 300,000 rows would take hundreds of
 * megabytes as a tree).  Articles hold a few thousand.
 */
#define HTML_MAX_ELEMENTS 100000

struct buf;
struct html_doc;
struct _xmlDoc;
struct _xmlNode;
struct _xmlXPathContext;

/*
 * Parse a page.  http_charset may be NULL; url (may be NULL) is the
 * page's address, used to make links absolute.  Return a document the
 * caller frees with html_doc_free(), or NULL with *cause set: a page
 * over 64 MB or HTML_MAX_ELEMENTS elements is refused.
 */
struct html_doc *html_parse(const char *data, size_t len,
    const char *http_charset, const char *url, char **cause);
/*
 * The same for a page read only to be parsed: its bytes may be rewritten
 * on the way, which spares copying it.
 */
struct html_doc *html_parse_inplace(char *data, size_t len,
    const char *http_charset, const char *url, char **cause);
void html_doc_free(struct html_doc *doc);
/*
 * Give back what libxml2 put inside an element HTML5 reads as void
 * (<embed>, <source>, <track>, <wbr>, <keygen>): it follows the element.
 */
void html_fix_void(struct _xmlNode *root);
/*
 * The node after n in document order below root, going into n's children
 * first; NULL at the end.  Walks need no recursion: pages nest 100,000
 * deep.
 */
struct _xmlNode *html_node_next(
    const struct _xmlNode *n, const struct _xmlNode *root);
/* The node after n's subtree below root in document order, or NULL. */
struct _xmlNode *html_node_after(
    const struct _xmlNode *n, const struct _xmlNode *root);
/* 1 if an element name is a heading's, h1 to h6. */
int html_is_heading(const char *name);
/* 1 if n is an element whose name is one of names[0..count). */
int html_name_among(
    const struct _xmlNode *n, const char *const *names, size_t count);
/*
 * The first heading (h1 to h6) of xml that shows and reads s whole,
 * ASCII case and spacing aside (text_reads_same()), its text max bytes
 * at most; with own, the page's own: linking nowhere, neither holding a
 * link nor inside one (a blog's name links to its front page), or only
 * to its permalink (rel="bookmark", a post's linked title) or to the
 * page's own address (html_page_addresses()), and heading no list item
 * (a card's headline); NULL when none does.
 */
struct _xmlNode *html_heading_reading(
    struct _xmlDoc *xml, const char *s, size_t max, int own);
/* The same below element root, root itself included. */
struct _xmlNode *html_heading_reading_below(
    struct _xmlNode *root, const char *s, size_t max, int own);
#define HTML_ADDRESSES 3 /* addresses a page calls its own, at most */
/*
 * The page's own addresses into own (HTML_ADDRESSES + 1, NULL-ended):
 * the one doc was read from, and those its <head> names as its own (the
 * canonical link, og:url).  They point into doc.
 */
void html_page_addresses(const struct _xmlDoc *doc, const char **own);
/* 1 if link a points into the page it stands in: a place in it
 * ("#post-7"), or one of its own addresses whatever the query
 * ("?page=with:block-7#block-7", a live blog's post's own link). */
int html_link_into_page(const struct _xmlNode *a);
/* 1 if type is among the words of link a's rel (HTML's link types:
 * "author", "bookmark"), ASCII case aside. */
int html_link_rel(const struct _xmlNode *a, const char *type);
/* The link heading h stands in (the outermost), else the first link
 * inside it; NULL when it links nowhere. */
struct _xmlNode *html_heading_link(const struct _xmlNode *h);

/* The libxml2 tree (owned by doc), for the learner and tmpl.c only. */
struct _xmlDoc *html_doc_xml(struct html_doc *doc);
/*
 * The XPath context of a tree html_parse() made (NULL for any other, or
 * when out of memory): made on first use and freed with the document,
 * as a page is read by a few XPaths in turn.  Its evaluation state (the
 * context node, the operation count...) is the caller's to set.
 */
struct _xmlXPathContext *html_doc_xpath(struct _xmlDoc *xml);
/* The page's URL as given to html_parse(), or NULL. */
const char *html_doc_url(const struct html_doc *doc);
/* The charset the bytes were decoded from ("UTF-8", "GB18030", ...). */
const char *html_doc_charset(const struct html_doc *doc);
/* How many elements the page holds (at most HTML_MAX_ELEMENTS). */
size_t html_doc_elements(const struct html_doc *doc);
/*
 * The story's body as the last extraction of the page took it: its
 * element nodes in document order (the matches of a template's body
 * XPath, or the densest block), at most HTML_MAX_STORY, set by the
 * template's application (tmpl.h) and read by what looks near the story
 * (nextpage.h).  Lent: valid while the tree is; 0 (none) until set.
 */
#define HTML_MAX_STORY 32
void html_doc_set_story(
    struct html_doc *doc, struct _xmlNode *const *nodes, size_t n);
size_t html_doc_story(
    const struct html_doc *doc, struct _xmlNode *const **nodes);

/* The canonical charset a <meta> in the first 4 KB declares, or NULL. */
const char *html_meta_charset(const char *data, size_t len);
/*
 * 1 if libxml2 can read the attributes of this markup (HTML or XML) in
 * bounded time, 0 if not.  libxml2 (2.9) checks a tag's attributes for
 * duplicates in time that grows with the square of their number: one tag
 * with 100,000 attributes takes it 20 s.  The sum of those squares over
 * all tags must stay within a few times the length.  A linear scan.
 */
int html_attributes_bounded(const char *data, size_t len);

/*
 * Block-aware text of a node, appended to out: a line break at block
 * elements and <br>, white space collapsed within lines, no empty lines,
 * no trailing newline; script, style, noscript, template, comments and
 * hidden elements are skipped.
 */
void html_node_text(const struct _xmlNode *node, struct buf *out);
/* The same as a string the caller frees. */
char *html_node_text_dup(const struct _xmlNode *node);
/*
 * The text of a node as its reader reads it, appended to out: as
 * html_node_text(), but a <pre>'s text (code, verse, a table drawn in
 * characters) keeps its lines and their indentation.
 */
void html_node_reader_text(const struct _xmlNode *node, struct buf *out);
/* Element n's attribute name (any case) as the parser decoded it, or
 * NULL when n has none or it holds no text. */
const char *html_attr(const struct _xmlNode *n, const char *name);
/*
 * The block-aware text of an HTML fragment in UTF-8 (a feed's
 * description, an escaped Atom text), as html_node_text() gives it, with
 * references to C1 controls read as browsers read them.  The caller
 * frees it; "" when it holds no text, NULL when it cannot be parsed (in
 * bounded time: html_attributes_bounded()).
 */
char *html_fragment_text(const char *html, size_t len);
/* 1 if an element of this (lower-case) name starts a new line. */
int html_tag_is_block(const char *name);
/* 1 if element n's style attribute sets it on lines of its own
 * ("display: block", flex, grid, table, list-item), as a recipe
 * plugin writes each note in a <span style="display: block">. */
int html_styled_block(const struct _xmlNode *n);
/*
 * 1 if an element is named as reader comments (its id or class holds
 * "comment", "disqus", "respond", "reply", "discussion", "trackback" or
 * "pingback"; "commentary" is no comment): no section
 * of the article however much text it holds, the hint Readability and
 * boilerpipe use too.
 */
int html_is_comments(const struct _xmlNode *n);
/*
 * 1 if a class or id value names an offer to subscribe ("subscribe",
 * "subscription", "subscribeNow"), not what is kept for the subscribers
 * ("subscriber-only", "subscriber-premium": a paywalled story's text).
 */
int html_names_subscribe(const char *v);
/* 1 if n's id or class value is one that names() says yes to. */
int html_class_or_id(const struct _xmlNode *n, int (*names)(const char *));
/* 1 if elements a and b have one tag and one class attribute (or none),
 * the numbers in it aside ("slide-0", "slide-1"): records of one kind. */
int html_same_kind(const struct _xmlNode *a, const struct _xmlNode *b);
/* The next name of the class list at *p: its start, its length in *n,
 * *p moved past it; NULL at the end. */
const char *html_class_next(const char **p, size_t *n);
/* 1 if the class lists a and b (either may be NULL) have a name in
 * common ("comment odd alt" and "comment even"). */
int html_classes_share(const char *a, const char *b);
/* 1 if elements a and b have one tag and one class attribute, word for
 * word (its first name alone with first), or neither a class. */
int html_same_classes(
    const struct _xmlNode *a, const struct _xmlNode *b, int first);
/* 1 if elements a and b have one tag and one first class name ("subbuzz
 * subbuzz-text" and "subbuzz subbuzz-image"), or neither a class: boxes
 * of one kind, each marked for what it holds. */
int html_same_first_class(const struct _xmlNode *a, const struct _xmlNode *b);
/*
 * 1 if HTML's own markup says n holds no story: a sidebar (<aside>,
 * role=complementary), navigation (<nav>, role=navigation) or the page's
 * footer (<footer>, role=contentinfo).
 */
int html_is_aside(const struct _xmlNode *n);
/*
 * 1 if table n holds data, not a page's layout: a header cell (<th>) or
 * a caption among its first 200 elements, outside the tables it holds.
 * Its rows are its entries, its links theirs.
 */
int html_table_is_data(const struct _xmlNode *n);
/* The table whose row n is (n a <tr> of it, or below one), or NULL. */
const struct _xmlNode *html_row_table(const struct _xmlNode *n);
/* The root element's child element of this name ("head", "body"), or NULL. */
struct _xmlNode *html_root_child(struct _xmlDoc *xml, const char *name);
/* 1 if an element never shows text: script, style, hidden, dropped... */
int html_node_is_skipped(const struct _xmlNode *node);
/* 1 if element node's own text nodes (dropped or not) hold a non-space
 * byte: words of its own beside its child elements. */
int html_node_says(const struct _xmlNode *node);

/* 1 if element node is hidden by the page (hidden, a style or class
 * that hides it) or dropped, whatever its tag. */
int html_node_is_hidden(const struct _xmlNode *node);
/*
 * Mark a node (an element or a text node) as dropped (chrome inside a
 * body): text and serialisation skip it until the mark is cleared.  Uses
 * the node's _private field, where html_node_is_skipped() otherwise
 * keeps its verdict.
 */
void html_node_set_dropped(struct _xmlNode *node, int dropped);
/* 1 if the node is marked dropped (html_node_set_dropped()). */
int html_node_is_dropped(const struct _xmlNode *node);
/* The first text node below n (n excluded) that shows a character, in
 * the page's order; NULL when none is met within *budget nodes. */
struct _xmlNode *html_first_text(const struct _xmlNode *n, int *budget);
/* 1 if element a is d or one of d's ancestors. */
int html_node_holds(const struct _xmlNode *a, const struct _xmlNode *d);
/* 1 if n lies inside the page's <body> (not in its <head>). */
int html_in_body(const struct _xmlNode *n);
/* The value of attribute name on n or its nearest ancestor that sets
 * it (a page's <html lang="ar">), which the caller frees; NULL when
 * none does. */
char *html_node_inherited(const struct _xmlNode *n, const char *name);
/* Rename an element (xmlNodeSetName()), which html_node_is_skipped()
 * then judges anew: the only way templar changes a parsed node. */
void html_node_set_name(struct _xmlNode *node, const char *name);
/*
 * Non-space bytes of the text below n that shows (n included), outside
 * links when plain; counting stops past limit.
 */
size_t html_node_text_len(const struct _xmlNode *n, size_t limit, int plain);
/* Words of the text below n, as white space parts them. */
size_t html_node_words(const struct _xmlNode *n);
/* 1 if n is a text node showing a character (not only spaces). */
int html_text_shows(const struct _xmlNode *n);
/*
 * The first element sibling from c on that shows text, or NULL: empty
 * ones (<br>, spacers) separate runs of records without ending them.
 */
struct _xmlNode *html_node_next_shown(struct _xmlNode *c);
/* The same, from c backwards: the first shown element sibling before. */
struct _xmlNode *html_node_prev_shown(struct _xmlNode *c);
/*
 * n when it is a heading (h1 to h6), or the heading n holds as all it
 * shows, in boxes of one shown child each and no text beside it, four
 * levels down at most (a theme's box around a section's title); NULL
 * otherwise.
 */
struct _xmlNode *html_heading_in(struct _xmlNode *n);
/*
 * 1 if heading h reads its page's <title>, or a part of it set apart
 * ("Bridge reopens - Town Forum", text_title_has_part()), whatever it
 * links to: the page's headline, which heads the page's story (a
 * forum's topic title links to the topic, not to the post a feed
 * names), never a section set apart from it.
 */
int html_heading_reads_title(const struct _xmlNode *h);
/*
 * The nearest element sibling of n that is not skipped
 * (html_node_is_skipped()), after it (fwd 1) or before it (fwd 0),
 * empty or not; NULL if none.
 */
struct _xmlNode *html_node_sibling(const struct _xmlNode *n, int fwd);

#endif

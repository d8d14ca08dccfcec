/* SPDX-License-Identifier: ISC */
/*
 * comments: reader comments inside an article's container, found by
 * their structure rather than by their names or words, so that they
 * never reach a body even when marked up like the story's own
 * paragraphs.  Pure.
 */
#ifndef TEMPLAR_COMMENTS_H
#define TEMPLAR_COMMENTS_H

#include <stddef.h>

struct _xmlDoc;
struct _xmlNode;
struct body_page;
struct marks;
struct comments_counts;

/*
 * The in-page links of doc whose words hold a count ("20 comments", a
 * post's link to its thread), the first 64 among its first 100,000
 * elements: read once for all the rules that clean a page's body
 * (body_page's counts), which ask them of every body node.  Free it
 * with free().
 */
struct comments_counts *comments_counts_new(struct _xmlDoc *doc);

/*
 * Mark as dropped (marks_drop()) the comment threads below
 * body: runs of sibling records of one kind, each holding a short
 * author/date line of the same shape whose words differ from record to
 * record, after the article's own text (no forum's thread, whose posts
 * are the story: comments_in_thread()); with them what follows the run
 * in its parent (the reply form, "post a comment").  A rule of body.h: it marks
 * into m, for the caller to undo. Return the number of threads found.
 */
size_t comments_mark(const struct body_page *pg, struct marks *m);

/*
 * Mark as dropped, when the body is several matches of one XPath (the
 * first body node), the matches after the story that are records of a
 * comment thread: from the first match standing in a record of a list
 * apart from the story's own container with an author line beside it
 * (in the record, just before it as a dl's dt; its date there, in a
 * footer after the record, or none), the records of its kind, when most
 * carry such a line and three dated ones name several authors, or the
 * page names them as comments, or a label over them counts them, or
 * they are items of a list with several authors and a day or a time
 * (a year alone heads a timeline's part).  All
 * matches from the first record on are dropped (trackbacks, the reply
 * form).  A rule of body.h; return 1 when it dropped some.
 */
size_t comments_matches(const struct body_page *pg, struct marks *m);

/*
 * 1 if box, standing in record rec of a list (the highest element
 * around box that holds no other record's box), carries an author and
 * date line: rec's own text beside box, or the element just before rec
 * (a dl's dt) when that is no record of rec's kind, is a short line
 * with a date.  The learner tells a list of comments boxed like the
 * story by it.
 */
int comments_box_dated(const struct _xmlNode *rec, const struct _xmlNode *box);

/*
 * The run of records starting at first, as comments_mark() reads one
 * (sibling records of one kind, each with an author and date line),
 * without asking where the story stands: how many records, the last
 * one's last element in *last (NULL and 0 when fewer than three of one
 * kind follow), and in *thread 1 when it is a comment thread (three
 * records or more, naming several authors).  The learner tells a thread
 * by it before it knows the story's container.
 */
size_t comments_thread_run(
    struct _xmlNode *first, struct _xmlNode **last, int *thread);

/*
 * 1 if n holds reader comments as loose parts and nothing else: its
 * children are each comment's paragraphs closed by its author and date
 * line, with no element around a comment (TypePad's and Movable Type 3's
 * "Posted by: NAME | DATE" under one or more paragraphs), three lines or
 * more of one kind (tag and class) naming several authors.
 */
int comments_loose(const struct _xmlNode *n);
/*
 * 1 if n holds loose comments and nothing else, as comments_loose() but
 * two lines or more, each telling the time its comment was posted: the
 * few comments of a short post.
 */
int comments_loose_few(const struct _xmlNode *n);
/*
 * The records of one kind, each with an author and date line (a run as
 * comments_mark() reads one, of any length), that box holds and
 * nothing else, or comments as loose parts (comments_loose(), of any
 * number): how many, 0 when box holds something else.  The
 * learner tells a box that holds a thread on other pages holding one
 * or two comments on this one.
 */
size_t comments_box_records(struct _xmlNode *box);
/*
 * 1 if n, or an element around it, is a record of a comment thread
 * (comments_thread_run(): three records or more of one kind with author
 * and date lines, naming several authors) or a box of loose comments
 * (comments_loose()).  The body guard asks it of the densest block (a
 * comment longer than a short post is no sign the template missed it),
 * the gallery of a run of slides (an avatar and a comment are none).
 */
int comments_in_record(struct _xmlNode *n);
/*
 * 1 if n, or an element around it, is a record of a run of two or more
 * of one kind, each with an author and date line of one shape, whoever
 * wrote them (two comments by one reader), or comments_in_record().  The
 * body guard asks it: a post's box the template found exactly is no
 * miss because two comments under it outweigh it.
 */
int comments_in_dated_run(struct _xmlNode *n);
/*
 * 1 if n holds a comment thread (comments_thread_run()) or a box of
 * loose comments, among its children or a few levels below them: the
 * body guard asks it of the densest block, which may be the box of a
 * long thread under a short post (a heading, then a dl of comments).
 */
int comments_thread_box(struct _xmlNode *n);
/*
 * The box of the comments n stands in when they are a run of two
 * records or more with author and date lines (comments_in_dated_run())
 * under a heading that counts them ("Reader Comments (2)", just before
 * the run, its list, or the box that opens on it: a number from half
 * the records to all of them and the replies nested in them, no date):
 * the run's parent; or the one record n stands in, alone in its parent
 * with an author and date line, under a heading that counts one ("1
 * Comment"): that parent.  NULL if none.  The generic extraction sets
 * such comments aside as a thread.
 */
struct _xmlNode *comments_counted_run(struct _xmlNode *n);
/*
 * The box n stands in, n itself or an element around it, that holds an
 * author and date line and that an in-page link outside it points to
 * with a count in its words ("1 comment", "20 comments", the post's
 * link to its thread): the comments the page counts.  NULL if none.
 */
struct _xmlNode *comments_pointed_box(struct _xmlNode *n);
/*
 * The heading just before n, before its list or the box that opens on
 * it (a few levels up), that counts something ("1 thought on ...", "12
 * Comments": a number, no date); NULL if none.  The learner takes the
 * heading over a thread as the thread's: a short post's container gains
 * nothing by it.
 */
struct _xmlNode *comments_count_heading(struct _xmlNode *n);
/*
 * The run of records starting at c, each with an author and date line
 * (one record or more), when a heading just before it, its list or the
 * box that opens on it counts them with the replies nested in them ("1
 * thought on ...", "3 Responses to": a number from half of them to all,
 * no date) after some of the page's text: how many records, the last
 * one's last element in *last; 0 and NULL otherwise.  The learner flags
 * such a run, of one comment or two, as a thread: the widening of a
 * short post's container must gain nothing from it.
 */
size_t comments_counted_thread(struct _xmlNode *c, struct _xmlNode **last);
/*
 * 1 if the children of n are a thread of comments, dated or not, with
 * replies nested: three records or more of one tag and a class word in
 * common, most with an author line where the first one's is (their
 * first shown children of one tag and class), naming several authors,
 * one of them holding a reply with an author line, of its tag and first
 * class name (html_same_first_class()).  The learner flags such a
 * thread, as a dated one, so that it is never taken for the story.
 */
int comments_threaded(const struct _xmlNode *n);
/*
 * The box of the threaded comments n stands in, dated or not, a few
 * levels up at most: the highest element whose children are such a
 * thread (comments_threaded(); authors' lines as "Ann says:", a cite,
 * a dt: a plugin's thread printed without dates, replies nested).  NULL
 * if none.  The generic extraction sets such a thread aside as it does
 * a dated one.
 */
struct _xmlNode *comments_undated_thread(struct _xmlNode *n);
/*
 * 1 if block top, outweighing the nm matches of a template under a
 * short post, is reader comments rather than a story the template
 * missed: a record of a dated run or a thread (comments_in_dated_run()),
 * a thread's box (comments_thread_box()), a box holding a dated line
 * that an in-page link outside it points to with a count in its words
 * ("1 comment"), a run of two comments or more with author lines, dated
 * or not ("Ann says:", a cite: a plugin's thread printed without dates),
 * whose box holds none of the matches, or a list holding a dated line
 * right after a heading that counts its items ("2 comments"), or a
 * record of one comment or two a heading counts ("1 thought on ...",
 * comments_counted_thread()).  The body guard asks it of the densest
 * block.
 */
int comments_outweigh_post(
    struct _xmlNode *top, struct _xmlNode *const *matches, size_t nm);

/*
 * The records of the comment threads below n (comments_thread_run(): a
 * dl's dt and its dds each; and a comment or two under a heading that
 * counts them, comments_counted_thread()), into out, max at most, in
 * document order; how many.  A run that is no thread (a live blog's) is
 * passed whole, as the comments rule passes it, since its later records
 * would start shorter runs, and looked into.
 */
size_t comments_records(struct _xmlNode *n, struct _xmlNode **out, size_t max);

/*
 * The text of box before the first record of the comment threads it
 * holds (comments_records()), outside links, in non-space bytes: the
 * story over its comments when box is the story's with its thread; 0
 * when box holds no thread.  The body guard weighs a block holding a
 * thread by it.
 */
size_t comments_story_lead(struct _xmlNode *box);

/*
 * 1 if record c (an element below body) continues a thread that is the
 * page's story, a forum's: c and each shown sibling before it are
 * records of one kind holding an author and date line, less than a
 * story's lead (STORY_LEAD) of the body's text comes before the first, and that
 * first post says no more than the records of its kind after it (no article
 * followed by its comments).  The rules that drop a run of records after the
 * story keep such a run.
 */
int comments_in_thread(const struct _xmlNode *body, const struct _xmlNode *c);

/*
 * 1 if s holds a year (1990-2039) or a clock time (9:41, 17:05): a date
 * in any language and any order.
 */
int comments_has_date(const char *s);
/* 1 if the text of node n holds such a date (comments_has_date()). */
int comments_node_dated(const struct _xmlNode *n);

/*
 * Mark as dropped, as comments_mark() does, the sections below body that
 * the page's markup names as reader comments (an id or class such as
 * "comments", html_is_comments()) when they hold a dated line, or
 * records most of which are comments with an author's line, dated or
 * not (a short first or last part beside their text, or a dt before a
 * dd), or are such a comment, and come after the article's own text: a
 * thread of one or two comments, or one whose records show no run.  Run
 * it before link lists are dropped (a comment's date is often a link).
 * Return the number of sections.
 */
size_t comments_mark_named(const struct body_page *pg, struct marks *m);

/*
 * The fragment of comments_url, the page of an entry's comments as its
 * feed links it, when that URL points into the entry's own page at
 * page_url ("https://site/post/#comments" on "https://site/post";
 * scheme and a final '/' aside); NULL otherwise.  Borrowed from
 * comments_url.
 */
const char *comments_fragment(const char *comments_url, const char *page_url);

/*
 * Strip XPaths, relative to a body (".//..."), for the comments that
 * the element named by fragment (its id, else an <a name>) marks on
 * doc: that element when it holds them; when it only introduces them
 * (an empty anchor, a heading), it and what follows it in its parent.
 * At most 2 into rules, each for the caller to free.  Return how many:
 * 0 when doc has no such element or the fragment is no usable id.
 */
size_t comments_anchor(struct _xmlDoc *doc, const char *fragment, char **rules);

#endif

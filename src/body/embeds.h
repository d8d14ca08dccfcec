/* SPDX-License-Identifier: ISC */
/*
 * embeds: posts of a social network embedded in an article, found by
 * their structure.  Pure.
 */
#ifndef TEMPLAR_EMBEDS_H
#define TEMPLAR_EMBEDS_H

#include <stddef.h>

struct _xmlNode;
struct body_page;
struct marks;

/*
 * Mark as dropped (marks_drop()) the embedded posts below
 * body: a <blockquote> holding a link whose last line names its author
 * by a handle in brackets, "(@name)", as the embedding code of social
 * networks writes it; or one that says little (600 bytes), less than
 * half the body, and ends on a link whose text holds a date (a year, a
 * clock time), the link to where the post was published.  A rule of body.h: it
 * marks into m, for the caller to undo.  Return the number of posts found.
 */
size_t embeds_mark(const struct body_page *pg, struct marks *m);

/*
 * Mark as dropped a player's embedding code shown as text: a <pre>, a
 * <code> or a paragraph whose text is one line of markup of a frame or
 * player (<iframe, <embed, <object, <audio, <video, <script, loading an
 * address), a short label ("Embed this audio:") before it at most;
 * unless the body holds a code block of another kind, when it may be
 * the article's own code sample.  A rule of body.h.  Return the number
 * found.
 */
size_t embeds_code_mark(const struct body_page *pg, struct marks *m);

#endif

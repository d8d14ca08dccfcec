/* SPDX-License-Identifier: ISC */
/*
 * join: the articles of an article's pages made one, in order.  A
 * further page repeats what stands around its share of the story (the
 * dateline, the byline, a footer line inside the body): its leading and
 * trailing lines that the article holds already are left out, in the
 * text and in the HTML alike.  A page that adds nothing new (a site
 * serving the first page for any page number) is not joined.  Pure.
 */
#ifndef TEMPLAR_JOIN_H
#define TEMPLAR_JOIN_H

struct article;
struct join;

/* Start from the first page's article (borrowed for the call). */
struct join *join_new(const struct article *first);
void join_free(struct join *j);
/* Append a further page's article: 1 when it added to the story, else
 * 0 and nothing is added. */
int join_add(struct join *j, const struct article *a);
/* The article goes on at url, which was not joined: say so at its end. */
void join_continued(struct join *j, const char *url);
/* Put the joined text (and HTML, when a has HTML) on a. */
void join_finish(struct join *j, struct article *a);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * headline: the part of a page's title that is the entry's headline,
 * when the rest is set off by separators (a masthead, a section name, a
 * subtitle), or the page's heading that shows it whole.
 */
#ifndef TEMPLAR_HEADLINE_H
#define TEMPLAR_HEADLINE_H

struct html_doc;
struct tmpl;

#define HEADLINE_MAX 1024 /* bytes of a title looked into */

/*
 * The part of title (the page's, as a template read it) whose text is
 * entry_title (the feed's headline), ASCII case and spacing aside, when
 * what comes before and after it is nothing or a separator (marks and
 * spaces: " | ", ": ", " - ", "... ") and more text.  Return it in the
 * page's spelling, for the caller to free, or NULL when the title is the
 * entry title already or holds no such part.
 */
char *headline_part(const char *title, const char *entry_title);

/*
 * The text of the first heading (h1 to h6) of doc that reads
 * entry_title whole, ASCII case, spacing and typography aside
 * (text_reads_same()), in the page's spelling with spacing (no-break
 * spaces too) collapsed; NULL when no heading does.  The caller frees
 * it.
 */
char *headline_heading(struct html_doc *doc, const char *entry_title);

/*
 * The headline for the title t found on doc (NULL: none found), given
 * the entry's: when title reads the entry's already, the page's heading
 * that reads it where it sets more typographic marks ("It’s" for the
 * "It's" a meta copied from the feed), else title with its spacing
 * collapsed where that changes it, else NULL; else the part of
 * that title, else of the whole text of the element t's title XPath
 * reads (before a learned prefix or suffix was stripped from it), that
 * text itself when it is the entry's title; else a heading of the page
 * that reads the entry's title whole (a page of another layout, or a
 * template reading a short form of the headline).  The caller frees the
 * result; NULL when there is no such text.
 */
char *headline_of(const struct tmpl *t, struct html_doc *doc, const char *title,
    const char *entry_title);

/*
 * The headline a page shows for an entry title the feed decorates
 * ("Rates rise | The Daily Bugle", "[Video] Rates rise"): the text of
 * the first heading linking nowhere (no masthead) that reads a part of
 * it set apart by a spaced mark or a label (text_title_core()), spaced
 * as it shows.  NULL when the title has no such part, the feed cut it
 * short, a heading shows it whole, or none shows a part.  The caller
 * frees it.
 */
char *headline_shown(struct html_doc *doc, const char *entry_title);

/*
 * The page's headline when no entry says it (a page extracted with no
 * template and no feed): the longest heading (h1 to h3; an h3 as half
 * the title at least, the site's name aside) that the page's og:title
 * or <title> holds whole, set off by separators or by a mark at either
 * end ("Headline_Section_Site"; the headline the page shows, as its
 * metadata names it; a blog's name may be a heading too, and is
 * shorter, or a link to the front page, and is no headline whatever its
 * length, and names the site); else og:title; else the
 * <title> less the parts that name the site (og:site_name,
 * application-name, the host's name); else the first h1.  Spacing
 * collapsed; NULL when the page says none.  The caller frees it.
 */
char *headline_guess(struct html_doc *doc);

#endif

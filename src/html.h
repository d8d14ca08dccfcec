/* SPDX-License-Identifier: ISC */
/*
 * html: page bytes -> a parsed UTF-8 document.  Decoding picks the
 * charset from the HTTP header, else a BOM, else <meta charset> or
 * http-equiv, else UTF-8 when the bytes are valid UTF-8, else
 * windows-1252; GB2312/GBK decode as GB18030, as browsers do.  Pure.
 * libxml2 types stay behind this header: other modules that need the tree
 * (learn, tmpl) get it through html_doc_xml().
 */
#ifndef TEMPLAR_HTML_H
#define TEMPLAR_HTML_H

#include <stddef.h>

struct html_doc;
struct _xmlDoc;

/*
 * Parse a page.  http_charset may be NULL; url (may be NULL) is the
 * page's address, used to make links absolute.  Return a document the
 * caller frees with html_doc_free(), or NULL with *cause set.
 */
struct html_doc *html_parse(const char *data, size_t len,
    const char *http_charset, const char *url, char **cause);
void html_doc_free(struct html_doc *doc);

/* The libxml2 tree (owned by doc), for learn.c and tmpl.c only. */
struct _xmlDoc *html_doc_xml(struct html_doc *doc);
/* The page's URL as given to html_parse(), or NULL. */
const char *html_doc_url(const struct html_doc *doc);
/* The charset the bytes were decoded from ("utf-8", "gb18030", ...). */
const char *html_doc_charset(const struct html_doc *doc);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * sanitize: HTML reduced to an allow-list, for bodies shown to readers
 * and browsers.  Pure: bytes in, bytes out.
 */
#ifndef TEMPLAR_SANITIZE_H
#define TEMPLAR_SANITIZE_H

#include <stddef.h>

/*
 * Parse len bytes of UTF-8 HTML (a fragment) and write it again keeping
 * only text and the allowed elements and attributes: paragraphs,
 * headings, lists, quotes, pre/code, tables, emphasis, links (http and
 * https, absolute), images (absolute src, alt; a lazy-loading data-src
 * taken as the src), figure/figcaption.  Relative URLs are resolved
 * against base (NULL: they are dropped).  Script, style, frames, forms,
 * objects, SVG and MathML go with their content; other elements give up
 * their tags and keep their text.  Return a string the caller frees
 * (empty when nothing survives).
 */
char *sanitize_html(const char *html, size_t len, const char *base);

#endif

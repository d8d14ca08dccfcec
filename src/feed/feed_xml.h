/* SPDX-License-Identifier: ISC */
/*
 * feed_xml: feed bytes -> a libxml2 document, for feed.c only.  Finds
 * the charset and decodes to UTF-8, undoes a second gzip, skips junk
 * printed before the XML, and repairs XML that is not well-formed
 * (undeclared HTML entities, bare ampersands, raw HTML, mis-encoded
 * bytes) before a recovering parse.
 */
#ifndef TEMPLAR_FEED_XML_H
#define TEMPLAR_FEED_XML_H

#include <stddef.h>

#include <libxml/tree.h>

struct buf;

/*
 * The bytes as UTF-8: the charset is taken from a byte order mark, the
 * XML declaration, then http_charset (NULL: none), then guessed.  Return
 * where the UTF-8 text starts (in data, or in *utf8, which the caller
 * frees; NULL when data was used as it is) and set *outlen its length.
 */
const char *feed_xml_decode(const char *data, size_t len,
    const char *http_charset, char **utf8, size_t *outlen);

/*
 * Make broken UTF-8 feed bytes into something the XML parser can read
 * (see feed_xml.c).  Return the new bytes, which the caller frees.
 */
char *feed_xml_repair(const char *data, size_t len, size_t *outlen);

/*
 * Parse UTF-8 bytes as XML: no network, no DTD, no entity substitution.
 * Without recover, a document that is not well-formed gives NULL.  *err,
 * when not NULL, gets libxml2's message for the first error.
 */
xmlDoc *feed_xml_read(const char *data, size_t len, int recover, char **err);

/* The length of what comes before the XML (a PHP warning), 0 if none. */
size_t feed_xml_junk(const char *text, size_t len);

/* 1 if the bytes start as a gzip member (RFC 1952: 1f 8b, deflate). */
int feed_xml_is_gzip(const char *data, size_t len);

/*
 * Decompress gzip'd bytes, at most max out.  Return them (the caller
 * frees; *outlen their length), or NULL with *cause set when they are
 * broken or inflate past max.
 */
char *feed_xml_gunzip(
    const char *data, size_t len, size_t max, size_t *outlen, char **cause);

/* 1 if cp is a Char of XML 1.0. */
int feed_xml_char_ok(unsigned long cp);

#endif

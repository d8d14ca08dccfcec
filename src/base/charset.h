/* SPDX-License-Identifier: ISC */
/*
 * charset: the one home of text encoding.  Charset labels as browsers
 * read them, bytes in a charset -> UTF-8 (iconv, bounded, invalid bytes
 * becoming U+FFFD), reading UTF-8 one code point at a time, and the
 * classes of code points (word, CJK, separator) that tokens, the
 * full-text index and snippets all go by.  Pure: no I/O.
 */
#ifndef TEMPLAR_CHARSET_H
#define TEMPLAR_CHARSET_H

#include <stddef.h>
#include <stdint.h>

struct buf;

#define CHARSET_REPLACEMENT 0xfffd /* U+FFFD, for what is no text */

/*
 * The iconv name to decode a charset label with, as the WHATWG Encoding
 * Standard maps labels ("latin1" -> "WINDOWS-1252", "gb2312" ->
 * "GB18030", "sjis" -> "CP932", "utf8" -> "UTF-8"); case, white space and
 * quotes around it are ignored.  A label of UTF-16 gives "UTF-8": such a
 * label on bytes read as ASCII (a <meta>, an XML declaration) is wrong.
 * NULL when the label is not known; iconv may still know it.
 */
const char *charset_canonical(const char *label);

/*
 * Append to out the UTF-8 of len bytes in charset (a name iconv knows;
 * "UTF-8" is checked, not converted).  A byte that does not decode, and
 * a NUL, becomes U+FFFD, so out is a C string of valid UTF-8.  Return 0;
 * -1 when iconv does not know the charset, -2 when the text would pass
 * max bytes; out is then as it was.
 */
int charset_decode(const char *charset, const char *data, size_t len,
    size_t max, struct buf *out);

/*
 * The code point at s, of at most left bytes, and in *len its length.  A
 * byte that starts no valid sequence (overlong, surrogate, past U+10FFFF,
 * cut short) reads as U+FFFD, one byte long, as iconv leaves it and
 * charset_decode() replaces it.  Bytes are read in order and no further
 * than one that does not fit, so a NUL-terminated s may pass SIZE_MAX.
 * left must be at least 1.
 */
uint32_t charset_utf8_get(const char *s, size_t left, size_t *len);
/* The length of the valid UTF-8 sequence at s (1 to 4), or 0. */
size_t charset_utf8_len(const char *s, size_t left);
/* -1 if the bytes are not valid UTF-8, 0 if they are ASCII, else 1. */
int charset_utf8_scan(const char *s, size_t len);
/* What charset_guess() may second-guess. */
#define CHARSET_GUESS_ANY_LABEL 0x1 /* any legacy label, not only latin1's */
#define CHARSET_GUESS_GBK 0x2       /* GBK bytes unlabelled or latin1's */

/*
 * The charset len bytes labelled so (a name from charset_canonical() or
 * another iconv name; NULL when there is no label) are really in, for
 * the common lies: a legacy label on valid UTF-8 that is not all ASCII
 * (a CMS that writes UTF-8 under the server's or its own old default)
 * gives "UTF-8", for a windows-1252 label (latin1, ASCII) or with
 * CHARSET_GUESS_ANY_LABEL for any label but UTF-8's; with
 * CHARSET_GUESS_GBK, a windows-1252 label on bytes that pair up as GBK's
 * and read as Chinese (most pairs GB2312's hanzi) gives "GB18030"; no
 * label gives
 * "UTF-8" on valid UTF-8 and, with CHARSET_GUESS_GBK, "GB18030" on bytes
 * that pair up as GBK's, else NULL: the caller decides.  A UTF-8 label
 * on bytes whose high bytes hold not one UTF-8 sequence (and do not pair
 * up as GBK's) gives "WINDOWS-1252".  Else the label.
 * scan (may be NULL) gets charset_utf8_scan()'s answer, or -2 when the
 * bytes were not scanned.
 */
const char *charset_guess(
    const char *label, const char *data, size_t len, int flags, int *scan);
/* Append code point c as UTF-8 (U+FFFD for a surrogate or past U+10FFFF). */
void charset_utf8_put(struct buf *out, uint32_t c);

/*
 * The character windows-1252 has at byte c (0x80 to 0x9F), which is also
 * what HTML5 makes of a reference to that C1 control; 0 where it has
 * none (0x81, 0x8D, 0x8F, 0x90, 0x9D) and outside that range.
 */
uint32_t charset_cp1252_c1(uint32_t c);

/*
 * Classes of code points, those of the extraction benchmarks' tokens: a
 * word is a run of WORD code points; each CJK code point (ideograph,
 * kana, hangul) is a token alone; SEP and CJK_PUNCT separate tokens.
 * CJK_PUNCT is the punctuation and symbols of CJK text (U+3000-303F but
 * its letters and numbers, full-width punctuation, ...): no token, but
 * like CJK written without spaces around it (charset_is_unspaced()).
 */
enum charset_class {
	CHARSET_SEP,
	CHARSET_WORD,
	CHARSET_CJK,
	CHARSET_CJK_PUNCT,
};

/*
 * The class of c; lower (may be NULL) gets c folded as tokens compare
 * (lower case for Latin-1, Latin Extended-A, Greek and Cyrillic capitals,
 * full-width letters and digits as ASCII), else c.
 */
enum charset_class charset_class(uint32_t c, uint32_t *lower);
/* 1 if c is CJK or CJK punctuation: text written without spaces. */
int charset_is_unspaced(uint32_t c);

/*
 * A tokeniser's step at s (left bytes, at least 1): a run of WORD code
 * points, folded, stored in cp (at most max; the rest is read and
 * dropped), or, when s starts none, its one code point, folded.  *k is
 * the class, *n the code points stored; return the bytes read.  A call
 * a token, not a code point: tokenising is the learner's inner loop.
 */
size_t charset_word(const char *s, size_t left, uint32_t *cp, size_t max,
    size_t *n, enum charset_class *k);

#endif

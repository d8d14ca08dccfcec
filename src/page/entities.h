/* SPDX-License-Identifier: ISC */
/*
 * entities: the named character references of HTML5 that libxml2's HTML
 * parser does not read ("&ZeroWidthSpace;", "&check;", "&NewLine;"): it
 * knows HTML 4's, and leaves the others as text a reader would see.
 * Pure.
 */
#ifndef TEMPLAR_ENTITIES_H
#define TEMPLAR_ENTITIES_H

#include <stddef.h>
#include <stdint.h>

/* A reference's name (no "&" nor ";") and its one or two code points. */
struct entities_ref {
	const char *name;
	uint32_t cp[2]; /* cp[1] 0 when one */
};

/*
 * The reference named by the n bytes at name (case matters: "&AMP;" and
 * "&amp;" are two), or NULL when HTML5 names none that libxml2 does not
 * read itself.
 */
const struct entities_ref *entities_find(const char *name, size_t n);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * cdefs: the compiler attributes and the array-size macro every file may
 * use.  Its own header so that log.h and util.h need not include each
 * other.
 */
#ifndef TEMPLAR_CDEFS_H
#define TEMPLAR_CDEFS_H

#define UNUSED __attribute__((unused))
#define PRINTFLIKE(f, a) __attribute__((format(printf, f, a)))
#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

#endif

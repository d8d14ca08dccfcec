/* SPDX-License-Identifier: ISC */
/*
 * hostkey: the host key of a URL (url.h) as SQL sees it: the function
 * templar_host_key(URL), defined on every connection templar opens, with
 * which a migration fills the host of the rows stored before it.
 */
#ifndef TEMPLAR_HOSTKEY_H
#define TEMPLAR_HOSTKEY_H

#include <sqlite3.h>

/* Define templar_host_key(X) on h: X's host key, NULL when X is no
 * http(s) URL. */
int hostkey_register(sqlite3 *h);

#endif

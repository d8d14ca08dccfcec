/* SPDX-License-Identifier: ISC */
/*
 * conf_secret: whether the files that hold secrets ([http] token, a
 * feed's header or password) can be read by others than their owner.
 * `templard -t` and templard's start say so; nothing is refused, as a
 * file may be meant for a group the daemon runs in.
 */
#include "config.h"

#include <sys/stat.h>

#include <stdlib.h>

#include "conf.h"
#include "util.h"

char *
conf_secret_warnings(const struct conf *conf)
{
	struct stat st;
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < conf->nsecret_files; i++) {
		if (stat(conf->secret_files[i], &st) == -1 ||
		    (st.st_mode & (S_IRGRP | S_IROTH)) == 0)
			continue;
		buf_printf(&b,
		    "%s%s: holds a secret ([http] token, a feed's header or "
		    "password) and is readable by %s (mode %03o): chmod 600 it",
		    b.len > 0 ? "\n" : "", conf->secret_files[i],
		    (st.st_mode & S_IROTH) ? "others" : "its group",
		    (unsigned)(st.st_mode & 0777));
	}
	if (b.len == 0) {
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, NULL);
}

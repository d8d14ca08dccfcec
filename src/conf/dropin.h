/* SPDX-License-Identifier: ISC */
/*
 * dropin: the drop-ins `templar add` and POST /api/feeds write, one
 * [feed] section a file, templar.conf.d/add-NAME.conf beside the config,
 * and that `templar remove` and DELETE /api/feeds/NAME delete.  A file is
 * ours when both its name and its first line say so (DROPIN_MARK); any
 * other drop-in is the administrator's and is never touched.  A file is
 * written whole under a temporary name, then renamed, so templard never
 * reads half of one; it is kept only if the whole config loads with it.
 */
#ifndef TEMPLAR_DROPIN_H
#define TEMPLAR_DROPIN_H

struct conf;

#define DROPIN_PREFIX "add-" /* add-NAME.conf */
#define DROPIN_MARK "# Written by templar add"

/*
 * Subscribe: write [feed "name"] url = url into a new drop-in beside the
 * config conf was loaded from (conf->path), made when missing.  title
 * (may be NULL) goes into a comment.  Refused when conf has a feed of
 * that name or that URL already, when the config would reject the name or
 * the URL, or when the config does not load with the file.  Return 0 with
 * *path set to the file written (caller frees), or -1 with *cause set; a
 * name taken sets *taken to 1 (else 0), for a 409.
 */
int dropin_add(const struct conf *conf, const char *name, const char *url,
    const char *title, char **path, int *taken, char **cause);

/*
 * Unsubscribe: delete the drop-in that dropin_add() wrote for the feed
 * called name.  Return 0 with *path set to the file removed (caller
 * frees); 1 when conf has no such feed; -1 with *cause set when the feed
 * is in a file that dropin_add() did not write, or the file cannot go.
 */
int dropin_remove(
    const struct conf *conf, const char *name, char **path, char **cause);

/*
 * base, or base-2, base-3 ... (cut to the config's name length), the
 * first name no feed of conf has.  The caller frees it.
 */
char *dropin_unique_name(const struct conf *conf, const char *base);

#endif

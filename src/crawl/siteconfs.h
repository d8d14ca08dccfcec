/* SPDX-License-Identifier: ISC */
/*
 * siteconfs: the imported site configs as templard applies them to the
 * pages of their hosts (templar(1) SITE CONFIGS, doc/METHODS.md "Site
 * configs"): looked up in the store by a page's host and kept, forgotten
 * when templar import-ftr changes them.  A page of such a host is
 * parsed from its bytes after the config's find_string/replace_string,
 * its tree loses what the strip rules find, and it is extracted with
 * the config's title/body/date/author XPaths over the learned
 * template's.  process.c calls the three functions below.
 */
#ifndef TEMPLAR_SITECONFS_H
#define TEMPLAR_SITECONFS_H

#include <stddef.h>
#include <stdint.h>

struct extract;
struct extract_entry;
struct extract_page;
struct html_doc;
struct pagedocs;
struct siteconf;
struct siteconfs;
struct store;
struct store_page;
struct tmpl;

#define SITECONFS_MAX_HOSTS 256 /* hosts looked up and kept */

struct siteconfs *siteconfs_new(struct store *st);
void siteconfs_free(struct siteconfs *scs);

/* The config for the pages of url's host, lent until the next call;
 * NULL when there is none. */
const struct siteconf *siteconfs_find(struct siteconfs *scs, const char *url);

/*
 * The i-th value of key in the config of url's host, in file order
 * (siteconf_value()): the XPaths of next_page_link or single_page_link
 * to try in turn, for following an article over several pages.  Lent
 * until the next call; NULL past the last or when the host has none.
 */
const char *siteconfs_value(
    struct siteconfs *scs, const char *url, const char *key, size_t i);
/*
 * The http_header(name): value lines of the config of url's host, in
 * order, to cb (non-zero stops); for the requests to that host only.
 * Return how many were given.
 */
int siteconfs_headers(struct siteconfs *scs, const char *url,
    int (*cb)(const char *name, const char *value, void *arg), void *arg);

/*
 * pagedocs_parse() with the config of the page's host applied: the
 * bytes rewritten by its find/replace pairs before parsing, the tree
 * stripped of what its strip rules find.  A page of a host without a
 * config is parsed as it is.  The same return and ownership.
 */
struct html_doc *siteconfs_parse(struct siteconfs *scs, struct pagedocs *pd,
    int64_t entry_id, const struct store_page *pg, size_t max_elements,
    char **cause);

/*
 * The template to extract the page at url (parsed as doc) with: t with
 * the config's XPaths where they find something on the page (caller
 * frees), or NULL when t applies as it is.  *fail is set to 1 when the
 * config's body XPaths find nothing and it says
 * "autodetect_on_failure: no": the page has no article.
 */
struct tmpl *siteconfs_template(struct siteconfs *scs, const struct tmpl *t,
    const char *url, struct html_doc *doc, int *fail);

/*
 * extract_doc() with the config of url's host: its XPaths over t's
 * (siteconfs_template()), and no article when its body XPaths find
 * nothing and it says "autodetect_on_failure: no".  t NULL: the host
 * has no template yet, and a page its config does not give a body XPath
 * gets extract_generic().  The same return and ownership as
 * extract_doc(); doc is the caller's.
 */
int siteconfs_extract_doc(struct siteconfs *scs, const struct tmpl *t,
    const char *url, struct html_doc *doc, const struct extract_entry *e,
    int flags, struct extract *x);

/*
 * extract_page() with the config of the page's host applied in full:
 * find/replace on the bytes, strip on the tree, its XPaths; what
 * templar try and extract --feed preview.  The same return and
 * ownership as extract_page() (x->doc is the page parsed).
 */
int siteconfs_extract_page(struct siteconfs *scs, const struct tmpl *t,
    const struct extract_page *pg, const struct extract_entry *e, int flags,
    struct extract *x);

#endif

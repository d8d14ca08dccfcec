/* SPDX-License-Identifier: ISC */
/*
 * export: feeds' templates as one file that travels (templar
 * export-templates, import-templates; doc/templates-format.md): building
 * it from the database's records, its JSON form written and read back
 * with every template validated, where a feed's pages come from (hosts,
 * URL prefixes), and the same knowledge as FiveFilters Full-Text RSS
 * site config files.  Pure: the CLI reads the store and writes the files.
 */
#ifndef TEMPLAR_EXPORT_H
#define TEMPLAR_EXPORT_H

#include <stddef.h>
#include <stdint.h>

#define EXPORT_FORMAT "templar-templates"
#define EXPORT_VERSION 1

/* One template of a feed, as the database holds it. */
struct export_template {
	int version;        /* the feed's template version, 1, 2, ... */
	char *method;       /* how it was made ("teaser", "import"...) */
	int64_t learned_at; /* unix seconds, 0 when unknown */
	char *json;         /* the tmpl_to_json() form */
	char *host;         /* the host whose pages it extracts (a host
			       key, url_host_key()); NULL when the file
			       does not say (before templates per host) */
};

/* One feed: read only; the export owns every string. */
struct export_feed {
	char *name;
	char *url;
	char **hosts;     /* distinct host names, as first seen */
	char **test_urls; /* one page URL per host (not in the file) */
	size_t nhosts;
	char **prefixes; /* "https://host[:port]/dir/", one per origin */
	size_t nprefixes;
	struct export_template *templates;
	size_t ntemplates;
};

struct export;

struct export *export_new(void);
void export_free(struct export *ex);

size_t export_feed_count(const struct export *ex);
const struct export_feed *export_feed(const struct export *ex, size_t i);

/* Add a feed; return its index for the calls below. */
size_t export_add_feed(struct export *ex, const char *name, const char *url);
/*
 * One page of feed i came from url: its host joins the feed's hosts and
 * its origin's prefix shrinks to the longest directory (a path ending in
 * '/') that all the origin's pages share.  URLs that are not http(s) are
 * ignored.
 */
void export_add_page(struct export *ex, size_t i, const char *url);
/* The feed's URL (url may be NULL). */
void export_set_feed_url(struct export *ex, size_t i, const char *url);
/* Add a template to feed i; the strings are copied. */
void export_add_template(struct export *ex, size_t i, int version,
    const char *method, int64_t learned_at, const char *json);

/* The host of feed i's last template added (copied). */
void export_set_template_host(struct export *ex, size_t i, const char *host);
/* The JSON file (doc/templates-format.md); caller frees. */
char *export_to_json(const struct export *ex, int64_t exported_at);
/*
 * Read a JSON file: its format and version checked and every template
 * validated (tmpl_from_json()).  Return an export the caller frees, or
 * NULL with *cause set to a message the caller frees.
 */
struct export *export_from_json(const char *text, char **cause);

/*
 * The lines of a FiveFilters Full-Text RSS site config for feed f's
 * pages on host h (an index into f->hosts): a comment naming the feed
 * and template, title: and body: per layout, strip: rules made absolute,
 * test_url:.  Appended to *out (a string the caller frees, or NULL).
 * Return 0, or -1 when the current template has no body XPath usable
 * there (nothing appended).
 */
int export_ftr_site(const struct export_feed *f, size_t h, char **out);

/* The name of the site config file for a host: "example.org.txt" for
 * "www.example.org" (Full-Text RSS drops "www."); caller frees. */
char *export_ftr_file(const char *host);

#endif

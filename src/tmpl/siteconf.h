/* SPDX-License-Identifier: ISC */
/*
 * siteconf: a FiveFilters Full-Text RSS site config ("example.org.txt",
 * ".example.org.txt" for every subdomain), the format that
 * ftr-site-config, graby and wallabag share: one "directive: value" a
 * line, "#" comments, a repeated XPath directive meaning "try these in
 * order".  siteconf.c reads and writes the text and keeps every
 * directive in file order, so that what is imported is exported again;
 * siteconf_apply.c applies one to a page: find_string/replace_string on
 * the bytes before parsing, strip rules on the parsed document, the
 * title/body/date/author XPaths over a learned template's (templar(1),
 * doc/METHODS.md "Site configs").  Pure: text and trees in, values out.
 */
#ifndef TEMPLAR_SITECONF_H
#define TEMPLAR_SITECONF_H

#include <stddef.h>

struct html_doc;
struct siteconf;
struct tmpl;

#define SITECONF_MAX_BYTES (256 * 1024)   /* of one file */
#define SITECONF_MAX_RULES 1000           /* directives of one file */
#define SITECONF_MAX_VALUE 2048           /* bytes of one value */
#define SITECONF_MAX_REPLACE 32           /* find/replace pairs */
#define SITECONF_MAX_FIND 1024            /* bytes of one find_string */
#define SITECONF_MAX_GROWTH (1024 * 1024) /* bytes replacing may add */
#define SITECONF_MAX_MATCHES 10000        /* replacements of one pair */
#define SITECONF_MAX_STRIP 256            /* nodes one strip rule removes */

/* What templar does with a directive. */
enum siteconf_kind {
	SITECONF_XPATH,   /* an XPath, checked on import */
	SITECONF_TEXT,    /* a string (a class, a URL, a header value) */
	SITECONF_BOOL,    /* yes or no */
	SITECONF_UNKNOWN, /* reported on import, kept for the export */
};

/* One directive, as read: lent by the config. */
struct siteconf_rule {
	const char *key;   /* "body", "http_header", lower case */
	const char *arg;   /* "user-agent" of http_header(user-agent),
			      the find string of replace_string(find);
			      NULL: none */
	const char *value; /* the text after ": ", trimmed */
	int line;          /* in the file it came from; 0: unknown */
	enum siteconf_kind kind;
};

/* Told of a line that is not kept (or kept and not used): its number
 * and why, "unknown directive 'foo'". */
typedef void (*siteconf_report_cb)(int line, const char *why, void *arg);

/*
 * Read a site config's text for host ("example.org", or ".example.org"
 * for it and its subdomains).  Bad lines (no "directive:", an XPath
 * that does not compile, a value over SITECONF_MAX_VALUE, a boolean
 * neither yes nor no) are told to report (may be NULL) and left out;
 * unknown directives are told and kept.  Return the config (caller
 * frees with siteconf_free()), or NULL with *cause set when the text is
 * over SITECONF_MAX_BYTES or SITECONF_MAX_RULES, or holds no directive.
 */
struct siteconf *siteconf_parse(const char *text, size_t len, const char *host,
    siteconf_report_cb report, void *arg, char **cause);
/* An empty config for host, filled with siteconf_add(). */
struct siteconf *siteconf_new(const char *host);
void siteconf_free(struct siteconf *sc);
/*
 * Append a directive as the store holds it (arg may be NULL); -1 with
 * *cause set when it would not parse back (see siteconf_parse()).
 */
int siteconf_add(struct siteconf *sc, const char *key, const char *arg,
    const char *value, int line, char **cause);

const char *siteconf_host(const struct siteconf *sc);
size_t siteconf_count(const struct siteconf *sc);
const struct siteconf_rule *siteconf_rule(const struct siteconf *sc, size_t i);
/* What templar does with key ("body": SITECONF_XPATH). */
enum siteconf_kind siteconf_kind_of(const char *key);

/* The values of key in file order (the XPaths of next_page_link, to try
 * in turn): the i-th, or NULL past the last. */
const char *siteconf_value(
    const struct siteconf *sc, const char *key, size_t i);
/* A boolean directive's value: 1 yes, 0 no, dflt when absent (the last
 * line wins). */
int siteconf_bool(const struct siteconf *sc, const char *key, int dflt);
/* The i-th http_header(NAME): VALUE line's name and value; -1 past the
 * last.  Lent. */
int siteconf_header(
    const struct siteconf *sc, size_t i, const char **name, const char **value);

/*
 * The config as a site config file: a comment line naming where it came
 * from (comment may be NULL), then every directive in order, one a line,
 * ending with a newline.  Caller frees.
 */
char *siteconf_to_text(const struct siteconf *sc, const char *comment);

/*
 * Whether host (a page's, lower case, no port) is one sc's host names:
 * "example.org" is example.org and www.example.org; ".example.org" is
 * example.org and every name under it.  0 when it is not, else how
 * specific the match is (longer wins), for picking among several.
 */
size_t siteconf_matches(const char *conf_host, const char *host);

/* ---- siteconf_apply.c ---- */

/*
 * The page's bytes after the config's find_string/replace_string pairs,
 * each pair replacing every occurrence in turn, bounded: a pair that
 * would replace more than SITECONF_MAX_MATCHES times or grow the page
 * past SITECONF_MAX_GROWTH bytes is skipped and counted in *skipped.
 * NULL when the config has no pair that changes the page; else the new
 * bytes (caller frees, *outlen their length).
 */
char *siteconf_rewrite(const struct siteconf *sc, const char *data, size_t len,
    size_t *outlen, int *skipped);
/*
 * Remove from doc what the config's strip, strip_id_or_class and
 * strip_image_src rules find (at most SITECONF_MAX_STRIP nodes a rule;
 * never the root element).  Return the number of nodes removed.
 */
size_t siteconf_strip(const struct siteconf *sc, struct html_doc *doc);
/*
 * A copy of t (which may be NULL: an empty template) with, for each of
 * title, body, date and author, the config's first XPath of that field
 * that finds something on doc in place of the learned one.  When the
 * config has body XPaths, none finds anything and it says
 * "autodetect_on_failure: no", *fail is set to 1.  NULL when the config
 * changes nothing on this page (t applies as it is).  Caller frees.
 */
struct tmpl *siteconf_template(const struct siteconf *sc, const struct tmpl *t,
    struct html_doc *doc, int *fail);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * tmpl_int: what the template's files share and nothing else may use.
 * tmpl.c holds the template itself (fields, strip rules, layouts and
 * routing, the compiled XPaths); tmpl_json.c its stored form;
 * tmpl_apply.c applying it to a page.  tmpl.h is the interface.
 */
#ifndef TEMPLAR_TMPL_INT_H
#define TEMPLAR_TMPL_INT_H

#include <stddef.h>
#include <stdint.h>

#include <libxml/xpath.h>

#include "tmpl.h"

#define TMPL_MAX_XPATH 2048 /* bytes of one XPath */
#define TMPL_MAX_TITLE 1024

struct tmpl_cache {
	xmlXPathCompExprPtr title;
	xmlXPathCompExprPtr body;
	xmlXPathCompExprPtr category;
	xmlXPathCompExprPtr strip[TMPL_MAX_STRIP];
	xmlXPathCompExprPtr title_fb[2]; /* fallbacks, fixed */
	xmlXPathCompExprPtr image[2];    /* og:image, twitter:image */
	int compiled;
};

struct tmpl {
	char *title_xpath;
	char *body_xpath;
	char *category_xpath;
	char *method;
	char *field_method[3];
	char *title_prefix;
	char *title_suffix;
	char *strip[TMPL_MAX_STRIP];
	size_t nstrip;
	int guard; /* distrust matches apart from the main text */
	struct tmpl_cache *cache; /* compiled XPaths, filled lazily */
	struct tmpl *layout[TMPL_MAX_LAYOUTS - 1]; /* other layouts */
	size_t nlayout;
	uint64_t sig[TMPL_MAX_SIG]; /* structural signature, sorted */
	size_t nsig;
	uint64_t boiler[TMPL_MAX_BOILER]; /* text fingerprints, sorted */
	size_t nboiler;
};

/* libxml2 reports XPath errors here; a bad XPath is reported by us. */
void tmpl_xpath_quiet(void *arg, xmlErrorPtr err);
/* Compile an XPath without libxml2 printing its complaints. */
xmlXPathCompExprPtr tmpl_xpath_compile(const char *xpath);
/* Compile every XPath once; -1 if the body XPath does not compile. */
int tmpl_compile(const struct tmpl *t);
/* qsort/bsearch order of 64-bit hashes. */
int tmpl_cmp_u64(const void *a, const void *b);

#endif

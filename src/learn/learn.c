/* SPDX-License-Identifier: ISC */
/*
 * learn: entries with their pages -> a template (METHODS.md sections 1
 * and 4), the learner's entry point.  Pages that are not articles
 * (article.c) are left out; learn_one.c learns one template from the
 * rest, and cluster.c one per layout when the pages fall into several.
 * The learner's files and how they stack: learn_int.h.
 */
#include "config.h"

#include <stdlib.h>

#include "article.h"
#include "learn.h"
#include "learn_int.h"
#include "log.h"
#include "util.h"

/*
 * Learn a template from n samples (METHODS.md sections 1 and 4).  Pages
 * that are not articles are left out.  When the pages fall into several
 * layouts and one template per layout agrees with more of them than one
 * template for all, the template holds a layout per cluster.  The caller
 * frees the template with tmpl_free() and *voters with free().
 */
struct tmpl *
learn_template(const struct learn_sample *samples, size_t n, int64_t **voters,
    size_t *nvoters, char **cause)
{
	const struct learn_sample *ss[LEARN_MAX_SAMPLES];
	struct tmpl *t;
	char *notart = NULL, *why;
	size_t i, np = 0;

	*voters = NULL;
	*nvoters = 0;
	for (i = 0; i < n && np < LEARN_MAX_SAMPLES; i++) {
		if (samples[i].doc == NULL)
			continue;
		/* pages that are not articles never vote */
		if (!article_page_is(samples[i].doc, samples[i].title,
			samples[i].teaser, &why)) {
			log_debug("entry %lld: not an article: %s",
			    (long long)samples[i].entry_id, why);
			free(notart);
			notart = why;
			continue;
		}
		ss[np++] = &samples[i];
	}
	if (np == 0) {
		if (notart != NULL)
			xasprintf(
			    cause, "no sample page is an article (%s)", notart);
		else
			xasprintf(cause, "no sample page to learn from");
		free(notart);
		return NULL;
	}
	free(notart);
	t = learn_set(ss, np, voters, nvoters, cause);
	if (np >= 4)
		t = learn_layouts(ss, np, t, voters, nvoters, cause);
	return t;
}
/* SPDX-License-Identifier: ISC */
/*
 * phost: what process.c (process.h) remembers of a host between passes,
 * the unit templates are learned, applied and kept right by: a host's
 * pages, whichever feed brought them, share its current template
 * (templates per host, schema version 23).  The host's template as
 * learned, the entries it was learned from, the counts that say when to
 * compare it with a fresh one, and a copy with one feed's overrides of
 * the config on top, for that feed's pages.  Private to crawl/.
 */
#ifndef TEMPLAR_PHOST_H
#define TEMPLAR_PHOST_H

#include <stddef.h>
#include <stdint.h>

#include "util.h" /* TAILQ */

struct conf;
struct store_template;
struct tmpl;

/* What process remembers of a host between calls: the learning unit
 * (templates are a host's, whichever feed brought its pages). */
struct phost {
	char *host;
	struct tmpl *t;  /* current template, as learned (no overrides) */
	int64_t tmpl_id; /* its id; 0: none */
	int version;
	int64_t *voters; /* the entries it was learned from */
	size_t nvoters;
	int64_t newest_voter;
	/* Since the template was learned or last compared with a fresh
	 * one: articles of entries newer than its voters, and those of
	 * them off its layout.  A comparison is due after wait of the
	 * former or off_wait of the latter; both double each time the
	 * current template is kept, and reset with a new one. */
	int since_check;
	int noff;
	int wait;
	int off_wait;
	size_t nlearned;           /* pages it was learned from, 0: unknown */
	size_t unseen;             /* pages it extracted, not learned from */
	int64_t learn_failed_with; /* pages at the last failed learning */
	int64_t relearn_failed_at; /* newest entry at the last failed
				      relearning: not again before a newer
				      entry fails */
	/* t with a feed's overrides of the config applied, for the pages
	 * of that feed (phost_tmpl_for()) */
	struct tmpl *tf;
	char *tf_feed;
	int64_t tf_id;
	int64_t pass_newest; /* newest entry extracted in this pass */
	TAILQ_ENTRY(phost) entry;
};
TAILQ_HEAD(phost_list, phost);

/* A feed whose pages a pass reads: its name (the config's overrides,
 * the log). */
struct pname {
	int64_t id;
	char *name;
	int ok; /* its tmpl_status was set ok */
};

/* Forget the current template (t and what goes with it). */
void phost_forget_template(struct phost *ph);
/* The entries a template was learned from (taken); their newest one. */
void phost_set_voters(struct phost *ph, int64_t *voters, size_t n);
void phost_free(struct phost *ph);
/* 1 if entry_id is one of the current template's voters. */
int phost_is_voter(const struct phost *ph, int64_t entry_id);
/* A store_template_current_host() callback: the stored template is
 * made ph's current one unless it is already (arg: ph). */
int phost_load_cb(const struct store_template *st, void *arg);
/*
 * What the pages of feed are extracted with on ph: its template, with
 * the feed's overrides of the config on top when it has any (a copy,
 * kept for the next page of the same feed).  NULL when ph has none.
 */
const struct tmpl *phost_tmpl_for(
    struct phost *ph, const struct conf *conf, const char *feed);

#endif

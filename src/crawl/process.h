/* SPDX-License-Identifier: ISC */
/*
 * process: a feed's stored pages -> template -> articles, and keeping the
 * template right.  It learns a template from the feed's most recent
 * pages, extracts every page that has no article yet, validates each new
 * article against its entry's feed metadata, and when the template's
 * health fails (relearn_failures of the last relearn_window articles
 * scoring below relearn_below), when new pages are off its layout, or
 * routinely, learns a new version from the pages of the newest layout,
 * keeps it if it extracts clearly more of them (judge.h), and
 * re-extracts what the old one extracted of that layout.  Shared by the
 * daemon (crawl.c) and the templar commands that change templates
 * (relearn, reextract).
 */
#ifndef TEMPLAR_PROCESS_H
#define TEMPLAR_PROCESS_H

#include <stdint.h>

struct conf;
struct store;
struct process;

struct process_stats {
	int learned;      /* templates learned (new versions) */
	int extracted;    /* articles stored for entries that had none */
	int reextracted;  /* articles stored again for entries that had one:
			     a further page of it arrived, a new template */
	int failed;       /* pages the template could not extract */
	int not_articles; /* pages found not to be articles */
};

/* st and conf are borrowed and must outlive the process. */
struct process *process_new(struct store *st, const struct conf *conf);
void process_free(struct process *p);
/* A new config: overrides may have changed, templates are reloaded. */
void process_set_conf(struct process *p, const struct conf *conf);

/*
 * Bring one feed up to date: learn a template if it has none (final: no
 * more pages are coming, so learn from fewer than learn_entries if that
 * is all there is), extract what is not extracted yet, check the
 * template's health and relearn if it failed.  stats may be NULL.
 * Return 0, or -1 on a database error.
 */
int process_feed(struct process *p, int64_t feed_id, const char *name,
    int final, struct process_stats *stats);

/*
 * Learn a new version now from the most recent pages, whatever the
 * current one's health (templar relearn), and re-extract every page with
 * it.  Return 0, or -1 with *cause set.
 */
int process_relearn(struct process *p, int64_t feed_id, const char *name,
    struct process_stats *stats, char **cause);

/* Re-extract every stored page of the feed with its current template
 * (templar reextract).  Return 0, or -1 with *cause set. */
int process_reextract(struct process *p, int64_t feed_id, const char *name,
    struct process_stats *stats, char **cause);

#endif

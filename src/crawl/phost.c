/* SPDX-License-Identifier: ISC */
/*
 * phost: a host's learning state between passes (phost.h).
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "conf.h"
#include "extract.h"
#include "log.h"
#include "phost.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

void
phost_forget_template(struct phost *ph)
{
	tmpl_free(ph->t);
	ph->t = NULL;
	ph->tmpl_id = 0;
	ph->version = 0;
	free(ph->voters);
	ph->voters = NULL;
	ph->nvoters = 0;
	ph->newest_voter = 0;
	ph->since_check = ph->noff = ph->wait = ph->off_wait = 0;
	ph->nlearned = ph->unseen = 0;
	tmpl_free(ph->tf);
	ph->tf = NULL;
	free(ph->tf_feed);
	ph->tf_feed = NULL;
	ph->tf_id = 0;
}

/* The entries a template was learned from; their newest one. */
void
phost_set_voters(struct phost *ph, int64_t *voters, size_t n)
{
	size_t i;

	ph->voters = voters;
	ph->nvoters = n;
	ph->newest_voter = 0;
	for (i = 0; i < n; i++)
		if (voters[i] > ph->newest_voter)
			ph->newest_voter = voters[i];
}

void
phost_free(struct phost *ph)
{
	phost_forget_template(ph);
	free(ph->host);
	free(ph);
}

int
phost_is_voter(const struct phost *ph, int64_t entry_id)
{
	size_t i;

	for (i = 0; i < ph->nvoters; i++)
		if (ph->voters[i] == entry_id)
			return 1;
	return 0;
}

int
phost_load_cb(const struct store_template *st, void *arg)
{
	struct phost *ph = arg;
	struct tmpl *t;
	int64_t *voters = NULL;
	char *cause = NULL;

	if (st->id == ph->tmpl_id)
		return 0;
	if ((t = tmpl_from_json(st->json, &cause)) == NULL) {
		log_warnx("host %s: template v%d unreadable: %s", ph->host,
		    st->version, cause);
		free(cause);
		return 0;
	}
	phost_forget_template(ph);
	ph->t = t;
	ph->tmpl_id = st->id;
	ph->version = st->version;
	if (st->nlearned_from > 0) {
		voters =
		    xreallocarray(NULL, st->nlearned_from, sizeof(int64_t));
		memcpy(voters, st->learned_from,
		    st->nlearned_from * sizeof(int64_t));
	}
	phost_set_voters(ph, voters, st->nlearned_from);
	return 0;
}

/* See phost.h. */
const struct tmpl *
phost_tmpl_for(struct phost *ph, const struct conf *conf, const char *feed)
{
	const struct conf_feed *cf = conf_feed_find(conf, feed);
	char *json, *cause = NULL;

	if (ph->t == NULL || cf == NULL ||
	    (cf->title_xpath == NULL && cf->body_xpath == NULL &&
		cf->category_xpath == NULL && cf->strip_xpath == NULL))
		return ph->t;
	if (ph->tf != NULL && ph->tf_id == ph->tmpl_id &&
	    strcmp(ph->tf_feed, feed) == 0)
		return ph->tf;
	tmpl_free(ph->tf);
	free(ph->tf_feed);
	json = tmpl_to_json(ph->t);
	ph->tf = tmpl_from_json(json, &cause);
	free(json);
	free(cause);
	if (ph->tf == NULL) /* cannot happen: it was read from JSON */
		ph->tf = tmpl_new();
	if (extract_overrides(ph->tf, conf, feed) == -1)
		log_warnx("feed %s: strip_xpath is not a usable XPath", feed);
	ph->tf_feed = xstrdup(feed);
	ph->tf_id = ph->tmpl_id;
	return ph->tf;
}

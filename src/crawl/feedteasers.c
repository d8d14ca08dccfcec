/* SPDX-License-Identifier: ISC */
/*
 * feedteasers: a feed's descriptions as learning reads them
 * (feedteasers.h).  Words are runs of letters and digits (any byte of a
 * UTF-8 sequence counts as a letter), compared without case.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "feedteasers.h"
#include "learn.h"
#include "store.h"
#include "teaser.h"
#include "util.h"

/* Recent entries of a feed read beside its samples. */
#define FT_CONTEXT 16
/* Words beyond the title a description may hold and still be none: a
 * source's name, "Comments", "Read more on ...". */
#define FT_FEW 6
/* Words of a title looked at. */
#define FT_MAX_WORDS 64

struct ft_words {
	char *w[FT_MAX_WORDS];
	size_t n;
};

/* The next word of *s, lower-cased, malloc'd; NULL at the end. */
static char *
ft_word(const char **s)
{
	const unsigned char *p = (const unsigned char *)*s, *b;
	char *w;
	size_t i;

	while (*p != '\0' && !isalnum(*p) && *p < 0x80)
		p++;
	if (*p == '\0') {
		*s = (const char *)p;
		return NULL;
	}
	for (b = p; *p != '\0' && (isalnum(*p) || *p >= 0x80); p++)
		;
	w = xmalloc((size_t)(p - b) + 1);
	for (i = 0; b + i < p; i++)
		w[i] = (char)tolower(b[i]);
	w[i] = '\0';
	*s = (const char *)p;
	return w;
}

static void
ft_words_of(const char *s, struct ft_words *v)
{
	char *w;

	v->n = 0;
	while (s != NULL && v->n < FT_MAX_WORDS && (w = ft_word(&s)) != NULL)
		v->w[v->n++] = w;
}

static void
ft_words_free(struct ft_words *v)
{
	size_t i;

	for (i = 0; i < v->n; i++)
		free(v->w[i]);
	v->n = 0;
}

/* How many words of text are not words of the title, up to FT_FEW + 1. */
static size_t
ft_beyond(const char *title, const char *text)
{
	struct ft_words tw;
	const char *s = text;
	size_t i, n = 0;
	char *w;
	int in;

	ft_words_of(title, &tw);
	while (n <= FT_FEW && (w = ft_word(&s)) != NULL) {
		for (i = 0, in = 0; i < tw.n && !in; i++)
			in = strcmp(tw.w[i], w) == 0;
		n += !in;
		free(w);
	}
	ft_words_free(&tw);
	return n;
}

int
feedteasers_none(const char *const *titles, const char *const *texts, size_t n)
{
	size_t i, with = 0, few = 0;

	for (i = 0; i < n; i++) {
		if (texts[i] == NULL || *texts[i] == '\0')
			continue;
		with++;
		few += ft_beyond(titles[i], texts[i]) <= FT_FEW;
	}
	/* two thirds of those with a description */
	return with > 0 && few * 3 >= with * 2;
}

/* A feed's recent entries, beside its samples. */
struct ft_feed {
	const struct learn_sample *s;
	const int64_t *feeds;
	size_t n;
	int64_t feed;
	struct teaser_entry *te;
	size_t nte;
	char **own; /* the strings te holds for the context entries */
	size_t nown;
};

static int
ft_context_cb(
    const struct store_entry *e, UNUSED const struct store_page *pg, void *arg)
{
	struct ft_feed *f = arg;
	const char *text;
	size_t i;

	for (i = 0; i < f->n; i++)
		if (f->feeds[i] == f->feed && f->s[i].entry_id == e->id)
			return 0;
	text = e->teaser != NULL && *e->teaser != '\0' ? e->teaser : e->content;
	f->own = xreallocarray(f->own, f->nown + 2, sizeof(char *));
	f->own[f->nown] = e->title != NULL ? xstrdup(e->title) : NULL;
	f->own[f->nown + 1] = text != NULL ? xstrdup(text) : NULL;
	f->te = xreallocarray(f->te, f->nte + 1, sizeof(*f->te));
	memset(&f->te[f->nte], 0, sizeof(*f->te));
	f->te[f->nte].title = f->own[f->nown];
	f->te[f->nte].text = f->own[f->nown + 1];
	f->nte++;
	f->nown += 2;
	return 0;
}

/* One feed's samples judged among its recent entries. */
static void
ft_feed_apply(struct store *st, struct learn_sample *s, char **teasers,
    const int64_t *feeds, size_t n, int64_t feed, int reduce)
{
	struct ft_feed f;
	const char **titles, **texts;
	char **v;
	size_t i, j, mine = 0;
	int none;

	memset(&f, 0, sizeof(f));
	f.s = s;
	f.feeds = feeds;
	f.n = n;
	f.feed = feed;
	f.te = xcalloc(n, sizeof(*f.te));
	for (i = 0; i < n; i++) {
		if (feeds[i] != feed)
			continue;
		f.te[mine].title = s[i].title;
		f.te[mine].text = teasers[i];
		f.te[mine].categories = s[i].categories;
		f.te[mine].ncategories = s[i].ncategories;
		mine++;
	}
	f.nte = mine;
	(void)store_pages_recent(st, feed, FT_CONTEXT, ft_context_cb, &f);
	titles = xcalloc(f.nte + 1, sizeof(char *));
	texts = xcalloc(f.nte + 1, sizeof(char *));
	for (i = 0; i < f.nte; i++) {
		titles[i] = f.te[i].title;
		texts[i] = f.te[i].text;
	}
	none = feedteasers_none(titles, texts, f.nte);
	v = reduce && !none ? teaser_reduce(f.te, f.nte) : NULL;
	for (i = 0, j = 0; i < n; i++) {
		if (feeds[i] != feed)
			continue;
		if (none || v != NULL) {
			free(teasers[i]);
			teasers[i] = NULL;
		}
		if (v != NULL) {
			teasers[i] = v[j];
			v[j] = NULL;
		}
		s[i].teaser = teasers[i];
		j++;
	}
	if (v != NULL)
		strv_free(v, f.nte);
	strv_free(f.own, f.nown);
	free(titles);
	free(texts);
	free(f.te);
}

void
feedteasers_apply(struct store *st, struct learn_sample *s, char **teasers,
    const int64_t *feeds, size_t n)
{
	size_t i, j;
	int several = 0, seen;

	for (i = 1; i < n && !several; i++)
		several = feeds[i] != feeds[0];
	for (i = 0; i < n; i++) {
		for (j = 0, seen = 0; j < i && !seen; j++)
			seen = feeds[j] == feeds[i];
		if (!seen)
			ft_feed_apply(
			    st, s, teasers, feeds, n, feeds[i], several);
	}
}

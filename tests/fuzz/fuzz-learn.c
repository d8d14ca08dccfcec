/* SPDX-License-Identifier: ISC */
/*
 * fuzz-learn: a feed's entries and their pages as one input, learned
 * from (learn_template()) and then extracted with what was learned
 * (extract_doc()) and with nothing learned (extract_generic()), as the
 * daemon does with the pages of a feed it has just subscribed to.  The
 * input is up to FUZZ_LEARN_PAGES pages split at "\n<!--page-->\n";
 * each page's first line is its entry as the feed gives it, fields
 * split at '|': title, teaser, category, comment count, comments URL
 * (a missing field is none).  The rest of the page is its HTML.
 * Besides not crashing or leaking, a refusal must say why, the voters
 * must be entries learned from, a template must survive its JSON round
 * trip, and an article must have body text and HTML, its score in
 * [0, 1].  Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain
 * program that replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "article.h"
#include "extract.h"
#include "html.h"
#include "learn.h"
#include "tmpl.h"
#include "util.h"

#define FUZZ_LEARN_MAX (256 * 1024)
#define FUZZ_LEARN_PAGES 5 /* as many as the daemon learns from */
#define FUZZ_LEARN_FIELDS 5
#define FUZZ_LEARN_SEP "\n<!--page-->\n"
#define FUZZ_LEARN_URL "http://www.example.org/2024/05/post-%zu.html"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* One entry and its page, cut out of the input. */
struct fuzz_page {
	char *field[FUZZ_LEARN_FIELDS]; /* title, teaser, category, count,
					   comments URL; NULL: none */
	const char *html;
	size_t len;
	struct html_doc *doc;
};

static size_t fuzz_learn_split(
    const char *, size_t, struct fuzz_page *, size_t);
static void fuzz_learn_entry(struct fuzz_page *, const char *, size_t);
static void fuzz_learn_extract(const struct tmpl *, struct fuzz_page *);
static void fuzz_learn_check(const struct extract *, int);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_page pages[FUZZ_LEARN_PAGES];
	struct learn_sample samples[FUZZ_LEARN_PAGES];
	const char *cats[FUZZ_LEARN_PAGES][1];
	struct tmpl *t, *back;
	int64_t *voters = NULL;
	size_t np, n = 0, nvoters = 0, i;
	char *cause = NULL, *json, *url;

	if (size > FUZZ_LEARN_MAX)
		return 0;
	np =
	    fuzz_learn_split((const char *)data, size, pages, FUZZ_LEARN_PAGES);
	memset(samples, 0, sizeof(samples));
	for (i = 0; i < np; i++) {
		xasprintf(&url, FUZZ_LEARN_URL, i);
		pages[i].doc =
		    html_parse(pages[i].html, pages[i].len, NULL, url, &cause);
		free(url);
		if (pages[i].doc == NULL) {
			if (cause == NULL)
				abort(); /* a refusal always says why */
			free(cause);
			cause = NULL;
			continue;
		}
		samples[n].entry_id = (int64_t)i;
		samples[n].title = pages[i].field[0];
		samples[n].teaser = pages[i].field[1];
		if ((cats[n][0] = pages[i].field[2]) != NULL) {
			samples[n].categories = cats[n];
			samples[n].ncategories = 1;
		}
		samples[n].comment_count =
		    pages[i].field[3] != NULL ? atoll(pages[i].field[3]) : -1;
		samples[n].comments_url = pages[i].field[4];
		samples[n].doc = pages[i].doc;
		n++;
	}
	t = n > 0 ? learn_template(samples, n, &voters, &nvoters, &cause)
		  : NULL;
	if (n > 0 && t == NULL) {
		if (cause == NULL)
			abort();
		free(cause);
	}
	if (t != NULL) {
		/* a voter is an entry learned from, once */
		if (nvoters > n)
			abort();
		for (i = 0; i < nvoters; i++)
			if (voters[i] < 0 || voters[i] >= (int64_t)np ||
			    pages[voters[i]].doc == NULL)
				abort();
		/* what the daemon stores, it reads back the same */
		json = tmpl_to_json(t);
		if ((back = tmpl_from_json(json, &cause)) == NULL)
			abort();
		free(json);
		tmpl_free(back);
	}
	free(voters);
	for (i = 0; i < np; i++) {
		if (pages[i].doc != NULL)
			fuzz_learn_extract(t, &pages[i]);
		html_doc_free(pages[i].doc);
		for (n = 0; n < FUZZ_LEARN_FIELDS; n++)
			free(pages[i].field[n]);
	}
	tmpl_free(t);
	return 0;
}

/* Cut [data, data + size) into at most max pages; return how many. */
static size_t
fuzz_learn_split(
    const char *data, size_t size, struct fuzz_page *pages, size_t max)
{
	const char *p = data, *end = data + size, *next, *nl;
	size_t np = 0, seplen = strlen(FUZZ_LEARN_SEP);

	while (np < max && p < end) {
		next = memmem(p, (size_t)(end - p), FUZZ_LEARN_SEP, seplen);
		if (next == NULL || np + 1 == max)
			next = end;
		nl = memchr(p, '\n', (size_t)(next - p));
		if (nl == NULL)
			nl = next;
		fuzz_learn_entry(&pages[np], p, (size_t)(nl - p));
		pages[np].html = nl < next ? nl + 1 : nl;
		pages[np].len = (size_t)(next - pages[np].html);
		pages[np].doc = NULL;
		np++;
		p = next == end ? end : next + seplen;
	}
	return np;
}

/* The entry's fields from its line [s, s + len). */
static void
fuzz_learn_entry(struct fuzz_page *pg, const char *s, size_t len)
{
	const char *end = s + len, *bar;
	size_t k;

	for (k = 0; k < FUZZ_LEARN_FIELDS; k++) {
		pg->field[k] = NULL;
		if (s > end)
			continue;
		if ((bar = memchr(s, '|', (size_t)(end - s))) == NULL)
			bar = end;
		if (bar > s)
			pg->field[k] = xstrndup(s, (size_t)(bar - s));
		s = bar + 1;
	}
}

/* The page extracted with t (when one was learned) and with none. */
static void
fuzz_learn_extract(const struct tmpl *t, struct fuzz_page *pg)
{
	struct extract_entry e;
	struct extract x;

	memset(&e, 0, sizeof(e));
	e.title = pg->field[0];
	e.teaser = pg->field[1];
	if (t != NULL) {
		extract_doc(t, pg->doc, &e, 0, &x);
		fuzz_learn_check(&x, 0);
		extract_clear(&x);
	}
	extract_generic(pg->doc, &e, 0, &x);
	fuzz_learn_check(&x, 0);
	extract_clear(&x);
	/* a page that is no feed's entry: a file given to templar extract */
	extract_generic(pg->doc, NULL, EXTRACT_TEXT, &x);
	fuzz_learn_check(&x, EXTRACT_TEXT);
	extract_clear(&x);
}

/* An article has a body (its HTML too unless flags leave it out);
 * a page that is none says why. */
static void
fuzz_learn_check(const struct extract *x, int flags)
{
	if (x->status == EXTRACT_ARTICLE) {
		if (x->a == NULL || x->a->body_text == NULL ||
		    (!(flags & EXTRACT_TEXT) && x->a->body_html == NULL))
			abort();
		if (!(x->score == -1 || (x->score >= 0 && x->score <= 1)))
			abort();
	} else if (x->status == EXTRACT_NOT_ARTICLE && x->cause == NULL)
		abort();
}

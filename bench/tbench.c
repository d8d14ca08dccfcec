/* SPDX-License-Identifier: ISC */
/*
 * tbench: templar's extraction measured on the site corpus
 * (shared/corpus/FORMAT.md), without a network.
 *
 *	tbench offline SITES_DIR [--blank-teasers] [--only SITE]
 *	    [--without RULE]... [--rules] [--learn N]
 *	    learn a template per site from its feed's first 5 entries
 *	    (--learn: its first N, 1 to 5) with their titles, teasers,
 *	    categories and comments links and counts (<comments>,
 *	    slash:comments, thr:total) as the daemon's feed parser gives
 *	    them,
 *	    extract every page with its entry as the daemon does
 *	    (extract_doc(): no-article check, headline, validation), print
 *	    PRED.jsonl for eval/score.py on stdout (with "image", the
 *	    lead image's URL or null, and "fallback", body or title, on
 *	    a page the template did not fit) and per-site timing and
 *	    templates on stderr;
 *	    --without switches a body clean-up rule off (src/body/body.c;
 *	    an unknown name lists them), --rules prints on stderr, last,
 *	    what each rule dropped over the corpus: the pages where it
 *	    dropped something, the nodes and the text bytes it dropped
 *	tbench generic LIST [--without RULE]... [--rules]
 *	    the generic extraction (extract_generic(): no template, no
 *	    entry) of the pages LIST names, one JSON object a line:
 *	    {"path", "file", "url", "charset", "title"} (charset: as if
 *	    from the HTTP header, may be absent; title: the entry's title,
 *	    as an aggregator's feed gives it, may be absent: none, as a
 *	    page alone has); prints a line {"path", "title",
 *	    "body", "not_article"} per page, in LIST's order, as `templar
 *	    extract --generic` would; --without and --rules as for
 *	    offline (bench/singles --without, --rules)
 *	tbench classify SITES_DIR
 *	    pages that article_page_is() takes for no article
 *	tbench speed SITES_DIR [PASSES]
 *	    pages/s of libxml2 parse alone, and of full extraction (decode,
 *	    parse, apply, text and HTML), and ms to learn one template
 *	tbench bomb feed|page|matches|links FILE [MAX_BYTES]
 *	    parse one (hostile) file as the daemon would a feed, an article
 *	    page (matches: one whose template's body XPath, //section,
 *	    matches many boxes) or a page searched for feeds; print CPU
 *	    seconds, peak RSS and what came out (bench/bombs runs it per
 *	    case)
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sys/resource.h>

#include <cjson/cJSON.h>
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "article.h"
#include "body.h"
#include "charset.h"
#include "discover.h"
#include "extract.h"
#include "feed.h"
#include "html.h"
#include "learn.h"
#include "log.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

#define LEARN_ENTRIES 5

struct item {
	char *title;
	char *teaser;
	char *slug; /* "cell-1.html" */
	char **cats;
	size_t ncats;
	char *comments_url;    /* <comments>, absolute */
	int64_t comment_count; /* slash:comments or thr:total, -1: unsaid */
	char *data;            /* page bytes */
	size_t len;
	const char *http_cs; /* what serve.py would send, or NULL */
};

struct site {
	char *id;
	char *dir;
	char *encoding; /* site.json's, or NULL */
	struct item *items;
	size_t nitems;
	struct tmpl *t;
};

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static char *
read_file(const char *path, size_t *len)
{
	FILE *f;
	struct buf b;
	char tmp[65536];
	size_t n;

	if ((f = fopen(path, "rb")) == NULL)
		return NULL;
	buf_init(&b);
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0)
		buf_add(&b, tmp, n);
	fclose(f);
	return buf_detach(&b, len);
}

/* The URL a page of the site is given: path ("cell-1.html") under the
 * site's own host. */
static char *
site_url(const struct site *st, const char *path)
{
	char *u;

	xasprintf(&u, "http://%s.invalid/%s", st->id, path);
	return u;
}

/*
 * The items of feed.xml, in feed order, as the daemon's feed parser
 * reads them for learning (process.c): the corpus's {BASE} made the
 * site's URL (site_url()), descriptions in HTML made text with their
 * blocks on lines, the content where the description is empty, the
 * Slash module's comment count before thr:total's.
 */
static int
site_read_feed(struct site *st)
{
	char *path, *data, *base, *cause = NULL;
	struct feed *fd;
	struct buf b;
	const char *p, *q;
	size_t len, i, k;

	xasprintf(&path, "%s/feed.xml", st->dir);
	data = read_file(path, &len);
	free(path);
	if (data == NULL)
		return -1;
	base = site_url(st, "");
	base[strlen(base) - 1] = '\0';
	buf_init(&b);
	for (p = data; (q = strstr(p, "{BASE}")) != NULL; p = q + 6) {
		buf_add(&b, p, (size_t)(q - p));
		buf_adds(&b, base);
	}
	buf_add(&b, p, len - (size_t)(p - data));
	free(data);
	fd = feed_parse(b.data, b.len, base, NULL, SIZE_MAX, SIZE_MAX, &cause);
	buf_free(&b);
	free(base);
	if (fd == NULL) {
		free(cause);
		return -1;
	}
	st->items =
	    xcalloc(fd->nentries > 0 ? fd->nentries : 1, sizeof(*st->items));
	for (i = 0; i < fd->nentries; i++) {
		const struct feed_entry *e = &fd->entries[i];
		struct item *item = &st->items[st->nitems++];
		const char *teaser = e->teaser != NULL && *e->teaser != '\0'
		    ? e->teaser
		    : e->content;

		item->title = xstrdup(e->title != NULL ? e->title : "");
		item->teaser = xstrdup(teaser != NULL ? teaser : "");
		if (e->url != NULL)
			item->slug = xstrdup(strrchr(e->url, '/') != NULL
				? strrchr(e->url, '/') + 1
				: e->url);
		item->cats = xcalloc(e->ncategories + 1, sizeof(char *));
		for (k = 0; k < e->ncategories; k++)
			item->cats[k] = xstrdup(e->categories[k]);
		item->ncats = e->ncategories;
		item->comments_url =
		    e->comments_url != NULL ? xstrdup(e->comments_url) : NULL;
		item->comment_count = e->comment_count;
	}
	feed_free(fd);
	return 0;
}

static void
site_read_json(struct site *st)
{
	char *path, *data;
	cJSON *root, *e;

	xasprintf(&path, "%s/site.json", st->dir);
	data = read_file(path, NULL);
	free(path);
	if (data == NULL)
		return;
	if ((root = cJSON_Parse(data)) != NULL) {
		e = cJSON_GetObjectItemCaseSensitive(root, "encoding");
		if (cJSON_IsString(e)) {
			char *sp;

			st->encoding = xstrdup(e->valuestring);
			if ((sp = strchr(st->encoding, ' ')) != NULL)
				*sp = '\0';
		}
		cJSON_Delete(root);
	}
	free(data);
}

static int
site_load(struct site *st, const char *sites, const char *id)
{
	size_t i;
	char *path;

	memset(st, 0, sizeof(*st));
	st->id = xstrdup(id);
	xasprintf(&st->dir, "%s/%s", sites, id);
	site_read_json(st);
	if (site_read_feed(st) == -1)
		return -1;
	for (i = 0; i < st->nitems; i++) {
		struct item *it = &st->items[i];

		if (it->slug == NULL)
			continue;
		xasprintf(&path, "%s/pages/%s", st->dir, it->slug);
		it->data = read_file(path, &it->len);
		free(path);
		/* serve.py: the page's own <meta> charset, else the site's */
		if (it->data != NULL &&
		    html_meta_charset(it->data, it->len) == NULL &&
		    st->encoding != NULL &&
		    charset_canonical(st->encoding) != NULL)
			it->http_cs = st->encoding;
	}
	return 0;
}

static void
site_free(struct site *st)
{
	size_t i, j;

	for (i = 0; i < st->nitems; i++) {
		free(st->items[i].title);
		free(st->items[i].teaser);
		free(st->items[i].comments_url);
		free(st->items[i].slug);
		free(st->items[i].data);
		for (j = 0; j < st->items[i].ncats; j++)
			free(st->items[i].cats[j]);
		free(st->items[i].cats);
	}
	free(st->items);
	free(st->id);
	free(st->dir);
	free(st->encoding);
	tmpl_free(st->t);
}

static struct html_doc *
item_parse(const struct site *st, const struct item *it)
{
	char *url, *cause = NULL;
	struct html_doc *doc;

	if (it->data == NULL)
		return NULL;
	url = site_url(st, it->slug);
	doc = html_parse(it->data, it->len, it->http_cs, url, &cause);
	free(url);
	free(cause);
	return doc;
}

/* Learn the site's template from its first entries. */
static size_t learn_entries = LEARN_ENTRIES;

static double
site_learn(struct site *st, int blank, char **cause)
{
	struct learn_sample samples[LEARN_ENTRIES];
	int64_t *voters = NULL;
	size_t nvoters = 0, n = 0, i;
	double t0;

	for (i = 0; i < st->nitems && n < learn_entries; i++) {
		struct item *it = &st->items[i];

		if (it->data == NULL)
			continue;
		memset(&samples[n], 0, sizeof(samples[n]));
		samples[n].entry_id = (int64_t)i;
		samples[n].title = it->title;
		samples[n].teaser = blank ? NULL : it->teaser;
		samples[n].comments_url = it->comments_url;
		samples[n].comment_count = it->comment_count;
		samples[n].categories = (const char *const *)it->cats;
		samples[n].ncategories = it->ncats;
		samples[n].doc = item_parse(st, it);
		n++;
	}
	t0 = now_ms();
	st->t = learn_template(samples, n, &voters, &nvoters, cause);
	t0 = now_ms() - t0;
	for (i = 0; i < n; i++)
		html_doc_free(samples[i].doc);
	free(voters);
	return t0;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The site ids of a corpus, sorted. */
static char **
list_sites(const char *sites, size_t *n)
{
	DIR *d;
	struct dirent *de;
	char **v = NULL;

	*n = 0;
	if ((d = opendir(sites)) == NULL)
		fatal("%s", sites);
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		v = xreallocarray(v, *n + 1, sizeof(*v));
		v[(*n)++] = xstrdup(de->d_name);
	}
	closedir(d);
	qsort(v, *n, sizeof(*v), cmp_str);
	return v;
}

/* What each body rule dropped, on stderr. */
static void
print_rules(const struct body_tally *tally)
{
	size_t r;

	fprintf(
	    stderr, "%-16s %7s %7s %10s\n", "rule", "pages", "nodes", "bytes");
	for (r = 0; r < body_nrules; r++)
		fprintf(stderr, "%-16s %7zu %7zu %10zu%s\n", body_rules[r].name,
		    tally->rule[r].pages, tally->rule[r].nodes,
		    tally->rule[r].bytes, tally->off >> r & 1 ? " (off)" : "");
}

/* One page extracted as the daemon does, its PRED.jsonl line out. */
static void
offline_page(struct site *st, struct item *it, const char *id, int blank)
{
	struct extract_entry entry = { NULL, NULL, NULL, 0, NULL };
	struct extract x = { 0 };
	struct html_doc *doc;
	struct article *a = NULL;
	cJSON *o;
	char *path, *line;

	if (it->slug == NULL)
		return;
	doc = item_parse(st, it);
	entry.title = it->title;
	entry.teaser = blank ? NULL : it->teaser;
	/* the daemon's step: no article, headline, ... */
	if (doc != NULL && st->t != NULL &&
	    extract_doc(st->t, doc, &entry, 0, &x) == 0) {
		a = x.a;
		x.a = NULL;
	}
	extract_clear(&x);
	o = cJSON_CreateObject();
	xasprintf(&path, "sites/%s/pages/%s", id, it->slug);
	cJSON_AddStringToObject(o, "path", path);
	free(path);
	/* the daemon stores the entry's title when the page gives none */
	if (a != NULL && a->title != NULL)
		cJSON_AddStringToObject(o, "title", a->title);
	else if (a != NULL && it->title != NULL)
		cJSON_AddStringToObject(o, "title", it->title);
	else
		cJSON_AddNullToObject(o, "title");
	cJSON_AddStringToObject(o, "body", a != NULL ? a->body_text : "");
	if (a != NULL && a->category != NULL)
		cJSON_AddStringToObject(o, "category", a->category);
	else
		cJSON_AddNullToObject(o, "category");
	if (a != NULL && a->image != NULL)
		cJSON_AddStringToObject(o, "image", a->image);
	else
		cJSON_AddNullToObject(o, "image");
	/* as `templar extract` says it: the template did not fit */
	if (a != NULL && extract_fallback(a) != NULL)
		cJSON_AddStringToObject(o, "fallback", extract_fallback(a));
	line = cJSON_PrintUnformatted(o);
	printf("%s\n", line);
	cJSON_free(line);
	cJSON_Delete(o);
	article_free(a);
	html_doc_free(doc);
}

/* Extract every page of every site (or of only); with a tally, the body
 * rules it switches off stay off and what the others drop is counted. */
static int
cmd_offline(
    const char *sites, int blank, const char *only, struct body_tally *tally)
{
	char **ids, *cause, *json;
	size_t nids, s, i;
	struct site st;
	double lms, ems;

	ids = list_sites(sites, &nids);
	for (s = 0; s < nids; s++) {
		if (only != NULL && strcmp(ids[s], only) != 0)
			continue;
		if (site_load(&st, sites, ids[s]) == -1) {
			fprintf(stderr, "%s: no feed\n", ids[s]);
			site_free(&st);
			continue;
		}
		cause = NULL;
		lms = site_learn(&st, blank, &cause);
		if (st.t == NULL) {
			fprintf(
			    stderr, "%s: learning failed: %s\n", ids[s], cause);
			free(cause);
		} else {
			json = tmpl_to_json(st.t);
			fprintf(stderr, "%s: template %s\n", ids[s], json);
			free(json);
			tmpl_set_body_tally(st.t, tally);
		}
		ems = now_ms();
		for (i = 0; i < st.nitems; i++)
			offline_page(&st, &st.items[i], ids[s], blank);
		ems = now_ms() - ems;
		fprintf(stderr,
		    "%s: learn %.1f ms, extract %zu pages %.1f ms\n", ids[s],
		    lms, st.nitems, ems);
		site_free(&st);
	}
	for (s = 0; s < nids; s++)
		free(ids[s]);
	free(ids);
	if (tally != NULL && tally->count)
		print_rules(tally);
	return 0;
}

/* Pages the classifier takes for no article, with the reason. */
/* One page of tbench generic's LIST, its output line on stdout. */
static void
generic_page(const cJSON *o, struct body_tally *tally)
{
	const cJSON *path = cJSON_GetObjectItemCaseSensitive(o, "path");
	const cJSON *file = cJSON_GetObjectItemCaseSensitive(o, "file");
	const cJSON *url = cJSON_GetObjectItemCaseSensitive(o, "url");
	const cJSON *cs = cJSON_GetObjectItemCaseSensitive(o, "charset");
	const cJSON *title = cJSON_GetObjectItemCaseSensitive(o, "title");
	struct extract_entry entry = { NULL, NULL, NULL, 0, NULL };
	struct extract x = { 0 };
	struct html_doc *doc = NULL;
	cJSON *out;
	char *data, *cause = NULL, *line;
	size_t len;

	if (!cJSON_IsString(path) || !cJSON_IsString(file) ||
	    !cJSON_IsString(url))
		fatalx("tbench generic: a line without \"path\", \"file\" "
		       "and \"url\" strings");
	if ((data = read_file(file->valuestring, &len)) == NULL)
		fatal("%s", file->valuestring);
	out = cJSON_CreateObject();
	cJSON_AddStringToObject(out, "path", path->valuestring);
	doc = html_parse(data, len, cJSON_IsString(cs) ? cs->valuestring : NULL,
	    url->valuestring, &cause);
	/* an aggregator's entry names its page's headline */
	entry.title = cJSON_IsString(title) ? title->valuestring : NULL;
	if (doc != NULL &&
	    extract_generic_tally(doc, entry.title != NULL ? &entry : NULL,
		EXTRACT_TEXT, tally, &x) == 0) {
		if (x.a->title != NULL)
			cJSON_AddStringToObject(out, "title", x.a->title);
		else
			cJSON_AddNullToObject(out, "title");
		cJSON_AddStringToObject(out, "body", x.a->body_text);
	} else {
		cJSON_AddNullToObject(out, "title");
		cJSON_AddStringToObject(out, "body", "");
		cJSON_AddBoolToObject(
		    out, "not_article", x.status == EXTRACT_NOT_ARTICLE);
	}
	line = cJSON_PrintUnformatted(out);
	printf("%s\n", line);
	cJSON_free(line);
	cJSON_Delete(out);
	extract_clear(&x);
	html_doc_free(doc);
	free(cause);
	free(data);
}

static int
cmd_generic(const char *list, struct body_tally *tally)
{
	FILE *f;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	cJSON *o;

	if ((f = fopen(list, "r")) == NULL)
		fatal("%s", list);
	while ((n = getline(&line, &cap, f)) > 0) {
		if ((o = cJSON_ParseWithLength(line, (size_t)n)) == NULL)
			fatalx("%s: a line is no JSON", list);
		generic_page(o, tally);
		cJSON_Delete(o);
	}
	free(line);
	fclose(f);
	if (tally != NULL && tally->count)
		print_rules(tally);
	return 0;
}

static int
cmd_classify(const char *sites)
{
	char **ids, *reason;
	size_t nids, s, i, n = 0, bad = 0;
	struct site st;

	ids = list_sites(sites, &nids);
	for (s = 0; s < nids; s++) {
		if (site_load(&st, sites, ids[s]) == -1) {
			site_free(&st);
			continue;
		}
		for (i = 0; i < st.nitems; i++) {
			struct item *it = &st.items[i];
			struct html_doc *doc;

			if ((doc = item_parse(&st, it)) == NULL)
				continue;
			n++;
			if (!article_page_is(
				doc, it->title, it->teaser, &reason)) {
				printf("%s/%s: %s\n", ids[s], it->slug, reason);
				bad++;
			}
			free(reason);
			html_doc_free(doc);
		}
		site_free(&st);
	}
	printf("%zu of %zu pages not articles\n", bad, n);
	for (s = 0; s < nids; s++)
		free(ids[s]);
	free(ids);
	return 0;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* ms to parse every page of the sites with libxml2 alone, the charset
 * given as HTTP would give it. */
static double
speed_parse(struct site *all, size_t nids)
{
	double t0 = now_ms();
	size_t s, i;

	for (s = 0; s < nids; s++)
		for (i = 0; i < all[s].nitems; i++) {
			struct item *it = &all[s].items[i];
			const char *cs;
			xmlDocPtr d;

			if (it->data == NULL)
				continue;
			cs = html_meta_charset(it->data, it->len);
			if (cs == NULL && it->http_cs != NULL)
				cs = charset_canonical(it->http_cs);
			d = htmlReadMemory(it->data, (int)it->len, NULL, cs,
			    HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
				HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
			xmlFreeDoc(d);
		}
	return now_ms() - t0;
}

/* ms to extract every page of the sites: decode, parse, apply. */
static double
speed_extract(struct site *all, size_t nids)
{
	double t0 = now_ms();
	struct html_doc *doc;
	struct article *a;
	char *cause;
	size_t s, i;

	for (s = 0; s < nids; s++)
		for (i = 0; i < all[s].nitems; i++) {
			if ((doc = item_parse(&all[s], &all[s].items[i])) ==
			    NULL)
				continue;
			cause = NULL;
			if (all[s].t != NULL) {
				a = tmpl_apply(all[s].t, doc, &cause);
				article_free(a);
			}
			free(cause);
			html_doc_free(doc);
		}
	return now_ms() - t0;
}

static void
speed_print(size_t npages, double bytes, int passes, double best_parse,
    double best_full, double *learn_ms, size_t nlearn)
{
	double sum = 0;
	size_t i;

	qsort(learn_ms, nlearn, sizeof(*learn_ms), cmp_double);
	for (i = 0; i < nlearn; i++)
		sum += learn_ms[i];
	printf("pages %zu, %.1f MB, best of %d passes\n", npages, bytes / 1e6,
	    passes);
	printf("libxml2 parse only: %.0f pages/s (%.1f MB/s)\n",
	    (double)npages / (best_parse / 1e3), bytes / 1e3 / best_parse);
	printf("full extraction:    %.0f pages/s (%.1f MB/s), %.0f%% of "
	       "parse only\n",
	    (double)npages / (best_full / 1e3), bytes / 1e3 / best_full,
	    100.0 * best_parse / best_full);
	if (nlearn > 0)
		printf("learn one template: mean %.1f ms, median %.1f ms "
		       "(%zu feeds)\n",
		    sum / (double)nlearn, learn_ms[nlearn / 2], nlearn);
}

static int
cmd_speed(const char *sites, int passes)
{
	char **ids, *cause;
	size_t nids, s, i, npages = 0, nlearn = 0;
	struct site *all;
	double *learn_ms, best_parse = 0, best_full = 0, el;
	double bytes = 0;
	int p;

	ids = list_sites(sites, &nids);
	all = xcalloc(nids, sizeof(*all));
	learn_ms = xcalloc(nids, sizeof(*learn_ms));
	for (s = 0; s < nids; s++) {
		if (site_load(&all[s], sites, ids[s]) == -1)
			continue;
		cause = NULL;
		learn_ms[nlearn++] = site_learn(&all[s], 0, &cause);
		free(cause);
		for (i = 0; i < all[s].nitems; i++)
			if (all[s].items[i].data != NULL) {
				npages++;
				bytes += (double)all[s].items[i].len;
			}
	}
	/* pass 0 warms the caches and is not counted */
	for (p = 0; p <= passes; p++) {
		el = speed_parse(all, nids);
		if (p > 0 && (best_parse == 0 || el < best_parse))
			best_parse = el;
		el = speed_extract(all, nids);
		if (p > 0 && (best_full == 0 || el < best_full))
			best_full = el;
	}
	speed_print(
	    npages, bytes, passes, best_parse, best_full, learn_ms, nlearn);
	for (s = 0; s < nids; s++) {
		site_free(&all[s]);
		free(ids[s]);
	}
	free(all);
	free(ids);
	free(learn_ms);
	return 0;
}

/* CPU seconds this process has used so far. */
static double
cpu_s(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	    (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

/* A page as the daemon reads one: parse, judge, apply a template whose
 * body XPath is body. */
static char *
bomb_page(const char *data, size_t len, const char *body, char **cause)
{
	struct html_doc *doc;
	struct article *a;
	struct tmpl *t;
	char *reason = NULL, *text, *res;
	int article;

	if ((doc = html_parse(
		 data, len, NULL, "http://www.example.org/p", cause)) == NULL)
		return NULL;
	article = article_page_is(doc, "A title", "A teaser", &reason);
	t = tmpl_new();
	tmpl_set_title_xpath(t, "//h1");
	tmpl_set_body_xpath(t, body);
	/* a fingerprint learned, so that the boilerplate rule reads the
	 * page too (every text node and picture) */
	tmpl_add_body_boiler(t, text_fingerprint("Share this", 10));
	a = tmpl_apply(t, doc, cause);
	text = html_node_text_dup((struct _xmlNode *)html_doc_xml(doc));
	xasprintf(&res, "%s, %zu bytes of text, %s",
	    article ? "article" : reason, strlen(text),
	    a != NULL ? "template applied" : "template failed");
	free(text);
	free(reason);
	article_free(a);
	tmpl_free(t);
	html_doc_free(doc);
	return res;
}

static int
cmd_bomb(const char *kind, const char *path, size_t max)
{
	struct feed *f;
	struct discover_links *l;
	char *data, *cause = NULL, *res = NULL;
	size_t len, i, text = 0;
	struct rusage ru;
	double t0;

	if ((data = read_file(path, &len)) == NULL) {
		fprintf(stderr, "tbench: %s: %s\n", path, strerror(errno));
		return 1;
	}
	t0 = cpu_s();
	if (strcmp(kind, "feed") == 0) {
		if ((f = feed_parse(data, len, "http://www.example.org/feed",
			 NULL, 500, max, &cause)) != NULL) {
			for (i = 0; i < f->nentries; i++)
				text += f->entries[i].content != NULL
				    ? strlen(f->entries[i].content)
				    : 0;
			xasprintf(&res, "%zu entries, %zu bytes of content",
			    f->nentries, text);
			feed_free(f);
		}
	} else if (strcmp(kind, "page") == 0)
		res = bomb_page(
		    data, len, "//article|//div[@id='content']|//body", &cause);
	else if (strcmp(kind, "matches") == 0)
		res = bomb_page(data, len, "//section", &cause);
	else if (strcmp(kind, "links") == 0) {
		if ((l = discover_links(data, len, NULL,
			 "http://www.example.org/", &cause)) != NULL) {
			xasprintf(&res, "%zu alternates, %zu pages",
			    l->nalternates, l->npages);
			discover_links_free(l);
		}
	} else {
		free(data);
		return 2;
	}
	t0 = cpu_s() - t0;
	getrusage(RUSAGE_SELF, &ru);
	printf("%8.3f s %7.1f MB  %s\n", t0, (double)ru.ru_maxrss / 1024,
	    res != NULL         ? res
		: cause != NULL ? cause
				: "(nothing)");
	free(res);
	free(cause);
	free(data);
	return 0;
}

/* libxml2's complaints about the pages are not the benchmark's output. */
static void
quiet(UNUSED void *ctx, UNUSED const char *fmt, ...)
{
}

static void
usage(void)
{
	fprintf(stderr,
	    "usage: tbench offline SITES_DIR [--blank-teasers] "
	    "[--only SITE]\n"
	    "           [--without RULE]... [--rules] [--learn N]\n"
	    "       tbench generic LIST [--without RULE]... [--rules]\n"
	    "       tbench speed SITES_DIR [PASSES]\n"
	    "       tbench classify SITES_DIR\n"
	    "       tbench bomb feed|page|matches|links FILE [MAX_BYTES]\n");
	exit(2);
}

/* Switch the body rule of this name off, or list the names and exit. */
static void
rule_off(struct body_tally *tally, const char *name)
{
	size_t r;
	int i;

	if ((i = body_rule_find(name)) != -1) {
		tally->off |= (uint32_t)1 << i;
		return;
	}
	fprintf(stderr, "tbench: no body rule %s; the rules:", name);
	for (r = 0; r < body_nrules; r++)
		fprintf(stderr, " %s", body_rules[r].name);
	fprintf(stderr, "\n");
	exit(2);
}

/* tbench offline's options after SITES_DIR; the command's result. */
static int
main_offline(int argc, char *argv[])
{
	struct body_tally tally;
	const char *only = NULL;
	int blank = 0, i;

	memset(&tally, 0, sizeof(tally));
	for (i = 3; i < argc; i++) {
		if (strcmp(argv[i], "--blank-teasers") == 0)
			blank = 1;
		else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc)
			only = argv[++i];
		else if (strcmp(argv[i], "--without") == 0 && i + 1 < argc)
			rule_off(&tally, argv[++i]);
		else if (strcmp(argv[i], "--rules") == 0)
			tally.count = 1;
		else if (strcmp(argv[i], "--learn") == 0 && i + 1 < argc &&
		    atoi(argv[i + 1]) >= 1 &&
		    atoi(argv[i + 1]) <= LEARN_ENTRIES)
			learn_entries = (size_t)atoi(argv[++i]);
		else
			usage();
	}
	return cmd_offline(argv[2], blank, only,
	    tally.off != 0 || tally.count ? &tally : NULL);
}

/* tbench generic's options after LIST; the command's result. */
static int
main_generic(int argc, char *argv[])
{
	struct body_tally tally;
	int i;

	memset(&tally, 0, sizeof(tally));
	for (i = 3; i < argc; i++) {
		if (strcmp(argv[i], "--without") == 0 && i + 1 < argc)
			rule_off(&tally, argv[++i]);
		else if (strcmp(argv[i], "--rules") == 0)
			tally.count = 1;
		else
			usage();
	}
	return cmd_generic(
	    argv[2], tally.off != 0 || tally.count ? &tally : NULL);
}

int
main(int argc, char *argv[])
{

	log_init("tbench",
	    getenv("TBENCH_VERBOSE") != NULL ? atoi(getenv("TBENCH_VERBOSE"))
					     : 0);
	xmlSetGenericErrorFunc(NULL, quiet);
	if (argc < 3)
		usage();
	if (strcmp(argv[1], "offline") == 0)
		return main_offline(argc, argv);
	if (strcmp(argv[1], "generic") == 0)
		return main_generic(argc, argv);
	if (strcmp(argv[1], "classify") == 0)
		return cmd_classify(argv[2]);
	if (strcmp(argv[1], "bomb") == 0 && argc > 3)
		return cmd_bomb(argv[2], argv[3],
		    argc > 4 ? strtoull(argv[4], NULL, 10) : 16u << 20);
	if (strcmp(argv[1], "speed") == 0)
		return cmd_speed(argv[2], argc > 3 ? atoi(argv[3]) : 3);
	usage();
	return 2;
}

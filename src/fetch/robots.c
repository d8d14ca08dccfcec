/* SPDX-License-Identifier: ISC */
/*
 * robots: RFC 9309.  Groups start with one or more user-agent lines; a
 * crawler obeys the group whose user-agent matches its product token
 * (case-insensitively), all such groups merged, else the "*" group(s),
 * else nothing is disallowed.  Rules match by prefix with "*" for any
 * run of characters and a final "$" anchoring the end; the longest
 * matching rule decides, Allow winning a tie (section 2.2.2).
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "robots.h"
#include "util.h"

struct robots_rule {
	char *pattern; /* percent-decoding is left as written */
	int allow;
};

struct robots_group {
	struct robots_rule *rules;
	size_t nrules;
	size_t bytes;        /* of the patterns */
	int64_t crawl_delay; /* ms, 0 when absent */
	int matched;         /* any rule or delay seen */
};

struct robots {
	struct robots_group g;
	int all; /* -1 disallow all, 1 allow all, 0 rules */
};

static void
robots_group_clear(struct robots_group *g)
{
	size_t i;

	for (i = 0; i < g->nrules; i++)
		free(g->rules[i].pattern);
	free(g->rules);
	memset(g, 0, sizeof(*g));
}

/*
 * Keep a rule while the group is within ROBOTS_MAX_RULES and
 * ROBOTS_MAX_RULE_BYTES: a robots.txt is kept for a day per host, so what
 * one host's file may cost is bounded.  Rules past the caps are ignored
 * as RFC 9309 2.5 lets a crawler ignore the bytes past its parsing limit.
 */
static void
robots_group_add(struct robots_group *g, const char *pattern, int allow)
{
	size_t len = strlen(pattern);

	if (g->nrules >= ROBOTS_MAX_RULES || len > ROBOTS_MAX_PATTERN ||
	    g->bytes + len > ROBOTS_MAX_RULE_BYTES)
		return;
	g->bytes += len;
	g->rules = xreallocarray(g->rules, g->nrules + 1, sizeof(*g->rules));
	g->rules[g->nrules].pattern = xstrdup(pattern);
	g->rules[g->nrules].allow = allow;
	g->nrules++;
}

/* Move src's rules into dst (merging groups that name us twice). */
static void
robots_group_merge(struct robots_group *dst, struct robots_group *src)
{
	size_t i;

	for (i = 0; i < src->nrules; i++)
		robots_group_add(
		    dst, src->rules[i].pattern, src->rules[i].allow);
	if (src->crawl_delay > dst->crawl_delay)
		dst->crawl_delay = src->crawl_delay;
	dst->matched |= src->matched;
	robots_group_clear(src);
}

/* A group read whole goes to dst, the group that applies to us, or, when
 * it names someone else (dst NULL), away. */
static void
robots_group_file(struct robots_group *cur, struct robots_group *dst)
{
	if (dst != NULL)
		robots_group_merge(dst, cur);
	else
		robots_group_clear(cur);
}

char *
robots_product(const char *user_agent)
{
	size_t n = 0;

	while (user_agent[n] != '\0' &&
	    (isalnum((unsigned char)user_agent[n]) || user_agent[n] == '-' ||
		user_agent[n] == '_'))
		n++;
	return xstrndup(user_agent, n);
}

/* Split "key: value # comment" in place; 0 or -1 if not a rule line. */
static int
robots_split(char *line, char **key, char **value)
{
	char *colon, *hash;

	if ((hash = strchr(line, '#')) != NULL)
		*hash = '\0';
	if ((colon = strchr(line, ':')) == NULL)
		return -1;
	*colon = '\0';
	*key = util_trim(line);
	*value = util_trim(colon + 1);
	return **key == '\0' ? -1 : 0;
}

struct robots *
robots_parse(const char *data, size_t len, const char *product)
{
	struct robots *r = xcalloc(1, sizeof(*r));
	struct robots_group ours, star, cur;
	int cur_ours = 0, cur_star = 0, in_agents = 0;
	char line[ROBOTS_MAX_LINE + 1], *key, *value;
	const char *p, *end, *eol;
	size_t n;

	memset(&ours, 0, sizeof(ours));
	memset(&star, 0, sizeof(star));
	memset(&cur, 0, sizeof(cur));
	if (len > ROBOTS_MAX_BYTES)
		len = ROBOTS_MAX_BYTES;
	/* One line at a time: the file itself is never copied. */
	for (p = data, end = data + len; p < end; p = eol + 1) {
		for (eol = p;
		     eol < end && *eol != '\r' && *eol != '\n' && *eol != '\0';
		     eol++)
			;
		/* A longer line holds no rule we would keep. */
		if ((n = (size_t)(eol - p)) > ROBOTS_MAX_LINE)
			continue;
		memcpy(line, p, n);
		line[n] = '\0';
		if (robots_split(line, &key, &value) == -1)
			continue;
		if (strcasecmp(key, "user-agent") == 0) {
			if (!in_agents) {
				/* A new group: file away the previous one. */
				robots_group_file(&cur,
				    cur_ours       ? &ours
					: cur_star ? &star
						   : NULL);
				cur_ours = cur_star = 0;
				in_agents = 1;
			}
			if (strcmp(value, "*") == 0)
				cur_star = 1;
			else if (*product != '\0' &&
			    strncasecmp(value, product, strlen(product)) == 0 &&
			    !isalnum((unsigned char)value[strlen(product)]))
				cur_ours = 1;
			continue;
		}
		in_agents = 0;
		if (strcasecmp(key, "allow") == 0 ||
		    strcasecmp(key, "disallow") == 0) {
			cur.matched = 1;
			/* An empty Disallow allows everything: no rule. */
			if (*value != '\0')
				robots_group_add(&cur, value,
				    tolower((unsigned char)key[0]) == 'a');
		} else if (strcasecmp(key, "crawl-delay") == 0) {
			double d = strtod(value, NULL);

			cur.matched = 1;
			if (d > 0 && d < 86400)
				cur.crawl_delay = (int64_t)(d * 1000);
		}
	}
	robots_group_file(&cur, cur_ours ? &ours : cur_star ? &star : NULL);
	if (ours.matched || ours.nrules > 0) {
		r->g = ours;
		robots_group_clear(&star);
	} else {
		r->g = star;
		robots_group_clear(&ours);
	}
	return r;
}

struct robots *
robots_from_answer(long status, int failed, const char *data, size_t len,
    const char *product, int *unavailable)
{
	*unavailable = failed || status == 0 || status >= 500 || status == 429;
	if (*unavailable)
		return robots_disallow_all();
	if (status >= 200 && status < 300)
		return robots_parse(data, len, product);
	return robots_allow_all();
}

struct robots *
robots_allow_all(void)
{
	struct robots *r = xcalloc(1, sizeof(*r));

	r->all = 1;
	return r;
}

struct robots *
robots_disallow_all(void)
{
	struct robots *r = xcalloc(1, sizeof(*r));

	r->all = -1;
	return r;
}

void
robots_free(struct robots *r)
{
	if (r == NULL)
		return;
	robots_group_clear(&r->g);
	free(r);
}

/*
 * Does pattern match a prefix of path ("*" any run, final "$" the end)?
 * Iterative with one backtrack point per star, so crafted patterns cannot
 * make it exponential.
 */
static int
robots_match(const char *pat, const char *path)
{
	const char *star_p = NULL, *star_s = NULL;

	for (;;) {
		if (*pat == '$' && pat[1] == '\0') {
			if (*path == '\0')
				return 1;
		} else if (*pat == '\0') {
			return 1;
		} else if (*pat == '*') {
			star_p = ++pat;
			star_s = path;
			continue;
		} else if (*path != '\0' && *pat == *path) {
			pat++;
			path++;
			continue;
		}
		if (star_p == NULL || *star_s == '\0')
			return 0;
		pat = star_p;
		path = ++star_s;
	}
}

int
robots_allowed(const struct robots *r, const char *path)
{
	size_t i, best = 0, n;
	int allow = 1, found = 0;

	if (r->all != 0)
		return r->all > 0;
	if (strcmp(path, "/robots.txt") == 0)
		return 1;
	for (i = 0; i < r->g.nrules; i++) {
		if (!robots_match(r->g.rules[i].pattern, path))
			continue;
		n = strlen(r->g.rules[i].pattern);
		if (!found || n > best || (n == best && r->g.rules[i].allow)) {
			best = n;
			allow = r->g.rules[i].allow;
			found = 1;
		}
	}
	return allow;
}

int64_t
robots_crawl_delay(const struct robots *r)
{
	return r->all == 0 ? r->g.crawl_delay : 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * conf_format: a struct conf written back as config text (conf_format()),
 * which conf_parse_buffer() reads back to the same values.  The text
 * holds every value, secrets too ([http] token, a feed's header and
 * password): it is for tests and tools, never for a log.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "conf.h"
#include "conf_int.h"
#include "log.h"
#include "util.h"

static void conf_format_string(struct buf *, const char *);
static void conf_format_key(
    struct buf *, const void *, const struct conf_key *);

/* "16M" for 16777216: the largest binary unit that divides exactly. */
char *
conf_format_size(uint64_t b)
{
	static const struct {
		const char *unit;
		uint64_t mult;
	} units[] = {
		{ "G", 1ULL << 30 },
		{ "M", 1ULL << 20 },
		{ "K", 1ULL << 10 },
	};
	char *s;
	size_t i;

	for (i = 0; i < NELEM(units); i++) {
		if (b != 0 && b % units[i].mult == 0) {
			xasprintf(&s, "%llu%s",
			    (unsigned long long)(b / units[i].mult),
			    units[i].unit);
			return s;
		}
	}
	xasprintf(&s, "%llu", (unsigned long long)b);
	return s;
}

/* A string value, quoted when it would not read back as it is. */
static void
conf_format_string(struct buf *b, const char *s)
{
	size_t len = strlen(s);
	const char *p;

	if (len > 0 && strpbrk(s, "#\"\\") == NULL &&
	    !isspace((unsigned char)s[0]) &&
	    !isspace((unsigned char)s[len - 1])) {
		buf_adds(b, s);
		return;
	}
	buf_addc(b, '"');
	for (p = s; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			buf_addc(b, '\\');
		buf_addc(b, *p);
	}
	buf_addc(b, '"');
}

static void
conf_format_key(struct buf *b, const void *base, const struct conf_key *k)
{
	const void *field = (const char *)base + k->off;
	const struct conf_list *list;
	const char *s;
	size_t i;
	char *v;
	double d;
	int prec;

	switch (k->type) {
	case CONF_STRING:
	case CONF_PATH:
	case CONF_URL:
	case CONF_ADDRS:
	case CONF_LISTEN:
	case CONF_FIELD:
		if ((s = *(char *const *)field) == NULL)
			return;
		buf_printf(b, "%s = ", k->name);
		conf_format_string(b, s);
		buf_addc(b, '\n');
		return;
	case CONF_HEADERS:
		list = field;
		for (i = 0; i < list->n; i++) {
			buf_printf(b, "%s = ", k->name);
			conf_format_string(b, list->v[i]);
			buf_addc(b, '\n');
		}
		return;
	case CONF_DURATION:
		v = util_format_duration(*(const int64_t *)field);
		break;
	case CONF_SIZE:
		v = conf_format_size(*(const uint64_t *)field);
		break;
	case CONF_INT:
		xasprintf(&v, "%d", *(const int *)field);
		break;
	case CONF_BOOL:
		v = xstrdup(*(const int *)field ? "yes" : "no");
		break;
	case CONF_RATIO:
		/* The shortest form that reads back as the same double. */
		d = *(const double *)field;
		for (prec = 1; prec <= 17; prec++) {
			xasprintf(&v, "%.*f", prec, d);
			if (strtod(v, NULL) == d)
				break;
			free(v);
		}
		if (prec > 17)
			xasprintf(&v, "%.17g", d);
		break;
	default:
		fatalx("%s: key %s has an unknown type", __func__, k->name);
	}
	buf_printf(b, "%s = %s\n", k->name, v);
	free(v);
}

char *
conf_format(const struct conf *conf)
{
	struct buf b;
	size_t i, j;

	buf_init(&b);
	buf_adds(&b, "[daemon]\n");
	for (i = 0; i < CONF_NDAEMON; i++)
		conf_format_key(&b, conf, &conf_daemon_keys[i]);
	if (conf->http_listen != NULL || conf->http_token != NULL) {
		buf_adds(&b, "\n[http]\n");
		for (i = 0; i < CONF_NHTTP; i++)
			conf_format_key(&b, conf, &conf_http_keys[i]);
	}
	for (i = 0; i < conf->nfeeds; i++) {
		buf_printf(&b, "\n[feed \"%s\"]\n", conf->feeds[i].name);
		for (j = 0; j < CONF_NFEED; j++)
			conf_format_key(
			    &b, &conf->feeds[i], &conf_feed_keys[j]);
	}
	for (i = 0; i < conf->nsites; i++) {
		buf_printf(&b, "\n[site \"%s\"]\n", conf->sites[i].name);
		for (j = 0; j < CONF_NSITE; j++)
			conf_format_key(
			    &b, &conf->sites[i], &conf_site_keys[j]);
	}
	return buf_detach(&b, NULL);
}

/* SPDX-License-Identifier: ISC */
/*
 * addr: the address policy.  Whatever a URL says (a name, a decimal
 * 2130706433, a bracketed IPv6 literal), what matters is the address a
 * socket is about to connect to, after DNS: http.c asks addr_check() about
 * each one, so DNS rebinding and odd notations gain nothing.
 *
 * An address is refused when it is not meant to be reached from the
 * internet: the special-purpose ranges of the IANA IPv4 and IPv6 registries
 * (RFC 6890 and its updates), and any IPv6 address outside 2000::/3, the
 * only block allocated for global unicast.  IPv6 forms that carry an IPv4
 * address (IPv4-mapped, IPv4-compatible, NAT64 64:ff9b::/96, 6to4) are
 * judged by the address they carry: ::ffff:127.0.0.1 reaches 127.0.0.1.
 * The operator's allow list, checked first, opens ranges (an intranet, a
 * test suite on loopback).
 */
#include "config.h"

#include <sys/types.h>
#include <sys/socket.h>

#include <netinet/in.h>
#include <arpa/inet.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "addr.h"
#include "log.h"
#include "util.h"

#define ADDR_MAX_RANGES 1024
#define ADDR_SEPARATORS " \t\r\n,"

/* An address in network order; IPv4 in the first 4 bytes. */
struct addr_ip {
	int family; /* AF_INET or AF_INET6 */
	unsigned char b[16];
};

struct addr_range {
	struct addr_ip ip;
	int prefix; /* bits */
};

struct addr_policy {
	struct addr_range *ranges;
	size_t n;
};

enum addr_class {
	ADDR_PUBLIC,
	ADDR_UNSPECIFIED,
	ADDR_LOOPBACK,
	ADDR_PRIVATE,
	ADDR_SHARED,
	ADDR_LINK_LOCAL,
	ADDR_UNIQUE_LOCAL,
	ADDR_SITE_LOCAL,
	ADDR_MULTICAST,
	ADDR_BROADCAST,
	ADDR_DOCUMENTATION,
	ADDR_BENCHMARKING,
	ADDR_RESERVED,
};

/* What the refusal says: "127.0.0.1 is a loopback address". */
static const char *const addr_class_text[] = {
	[ADDR_PUBLIC] = "a public address",
	[ADDR_UNSPECIFIED] = "an unspecified address",
	[ADDR_LOOPBACK] = "a loopback address",
	[ADDR_PRIVATE] = "a private address (RFC 1918)",
	[ADDR_SHARED] = "a carrier-grade NAT address (RFC 6598)",
	[ADDR_LINK_LOCAL] = "a link-local address",
	[ADDR_UNIQUE_LOCAL] = "a unique local address (RFC 4193)",
	[ADDR_SITE_LOCAL] = "a site-local address",
	[ADDR_MULTICAST] = "a multicast address",
	[ADDR_BROADCAST] = "a broadcast address",
	[ADDR_DOCUMENTATION] = "a documentation address",
	[ADDR_BENCHMARKING] = "a benchmarking address (RFC 2544)",
	[ADDR_RESERVED] = "a reserved address",
};

struct addr_special {
	const char *cidr;
	enum addr_class class;
};

/* IANA IPv4 special-purpose registry; a narrower range comes first. */
static const struct addr_special addr_special4[] = {
	{ "0.0.0.0/8", ADDR_UNSPECIFIED }, /* "this network" */
	{ "10.0.0.0/8", ADDR_PRIVATE },
	{ "100.64.0.0/10", ADDR_SHARED },
	{ "127.0.0.0/8", ADDR_LOOPBACK },
	{ "169.254.0.0/16", ADDR_LINK_LOCAL },
	{ "172.16.0.0/12", ADDR_PRIVATE },
	{ "192.0.0.0/24", ADDR_RESERVED }, /* IETF protocol assignments */
	{ "192.0.2.0/24", ADDR_DOCUMENTATION },
	{ "192.88.99.0/24", ADDR_RESERVED }, /* 6to4 relays, deprecated */
	{ "192.168.0.0/16", ADDR_PRIVATE },
	{ "198.18.0.0/15", ADDR_BENCHMARKING },
	{ "198.51.100.0/24", ADDR_DOCUMENTATION },
	{ "203.0.113.0/24", ADDR_DOCUMENTATION },
	{ "224.0.0.0/4", ADDR_MULTICAST },
	{ "255.255.255.255/32", ADDR_BROADCAST },
	{ "240.0.0.0/4", ADDR_RESERVED },
};

/* IPv6 ranges that carry no IPv4 address; the rest of ::/8 is below. */
static const struct addr_special addr_special6[] = {
	{ "::/128", ADDR_UNSPECIFIED },
	{ "::1/128", ADDR_LOOPBACK },
	{ "64:ff9b:1::/48", ADDR_RESERVED }, /* local NAT64 (RFC 8215) */
	{ "100::/64", ADDR_RESERVED },       /* discard-only */
	{ "2001:2::/48", ADDR_BENCHMARKING },
	{ "2001:db8::/32", ADDR_DOCUMENTATION },
	{ "2001::/23", ADDR_RESERVED }, /* IETF protocol assignments, Teredo */
	{ "3fff::/20", ADDR_DOCUMENTATION }, /* RFC 9637 */
	{ "5f00::/16", ADDR_RESERVED },      /* SRv6 SIDs */
	{ "fc00::/7", ADDR_UNIQUE_LOCAL },
	{ "fe80::/10", ADDR_LINK_LOCAL },
	{ "fec0::/10", ADDR_SITE_LOCAL },
	{ "ff00::/8", ADDR_MULTICAST },
};

/* IPv6 forms with an IPv4 address inside, at byte offset. */
static const struct {
	const char *cidr;
	int offset;
	const char *form;
	enum addr_class if_public; /* the class when what it carries is */
} addr_embeds[] = {
	{ "::ffff:0:0/96", 12, "IPv4-mapped", ADDR_PUBLIC },
	{ "64:ff9b::/96", 12, "NAT64", ADDR_PUBLIC },
	{ "2002::/16", 2, "6to4", ADDR_PUBLIC },
	/* Deprecated (RFC 4291 2.5.5.1) and routed nowhere. */
	{ "::/96", 12, "IPv4-compatible", ADDR_RESERVED },
};

static int addr_range_parse(const char *, size_t, struct addr_range *);
static void addr_range_table(const char *, struct addr_range *);
static int addr_in(const struct addr_ip *, const struct addr_range *);
static int addr_allowed(const struct addr_policy *, const struct addr_ip *);
static enum addr_class addr_classify4(const struct addr_ip *);
static enum addr_class addr_classify6(
    const struct addr_ip *, struct addr_ip *, const char **);
static int addr_from_sockaddr(
    const struct sockaddr *, socklen_t, struct addr_ip *);
static void addr_format(const struct addr_ip *, char *, size_t);

struct addr_policy *
addr_policy_new(const char *list, char **cause)
{
	struct addr_policy *policy;
	struct addr_range r;
	const char *p = list != NULL ? list : "";
	char hint[INET6_ADDRSTRLEN];
	size_t len;
	int rc;

	policy = xcalloc(1, sizeof(*policy));
	p += strspn(p, ADDR_SEPARATORS);
	len = strcspn(p, ADDR_SEPARATORS);
	if (len == 4 && strncmp(p, "none", 4) == 0 &&
	    p[len + strspn(p + len, ADDR_SEPARATORS)] == '\0')
		return policy;
	for (; *p != '\0'; p += len + strspn(p + len, ADDR_SEPARATORS)) {
		len = strcspn(p, ADDR_SEPARATORS);
		if ((rc = addr_range_parse(p, len, &r)) == -2) {
			addr_format(&r.ip, hint, sizeof(hint));
			xasprintf(cause,
			    "%.*s is not an address range (bits set past the "
			    "prefix: %s/%d?)",
			    (int)len, p, hint, r.prefix);
			goto fail;
		}
		if (rc == -1) {
			xasprintf(
			    cause, "%.*s is not an address range", (int)len, p);
			goto fail;
		}
		if (policy->n >= ADDR_MAX_RANGES) {
			xasprintf(cause, "more than %d address ranges",
			    ADDR_MAX_RANGES);
			goto fail;
		}
		policy->ranges = xreallocarray(
		    policy->ranges, policy->n + 1, sizeof(*policy->ranges));
		policy->ranges[policy->n++] = r;
	}
	return policy;
fail:
	addr_policy_free(policy);
	return NULL;
}

void
addr_policy_free(struct addr_policy *policy)
{
	if (policy == NULL)
		return;
	free(policy->ranges);
	free(policy);
}

size_t
addr_policy_count(const struct addr_policy *policy)
{
	return policy != NULL ? policy->n : 0;
}

int
addr_check(const struct addr_policy *policy, const struct sockaddr *sa,
    socklen_t len, char **cause)
{
	struct addr_ip ip, inner;
	enum addr_class class;
	const char *form = NULL;
	char text[INET6_ADDRSTRLEN], itext[INET6_ADDRSTRLEN];

	memset(&inner, 0, sizeof(inner));
	if (addr_from_sockaddr(sa, len, &ip) == -1) {
		xasprintf(cause, "not an IPv4 or IPv6 address");
		return -1;
	}
	if (addr_allowed(policy, &ip))
		return 0;
	if (ip.family == AF_INET)
		class = addr_classify4(&ip);
	else
		class = addr_classify6(&ip, &inner, &form);
	/* An allowed IPv4 range holds its IPv6 forms too. */
	if (class == ADDR_PUBLIC ||
	    (form != NULL && addr_allowed(policy, &inner)))
		return 0;
	addr_format(&ip, text, sizeof(text));
	if (form == NULL) {
		xasprintf(cause, "%s is %s", text, addr_class_text[class]);
		return -1;
	}
	addr_format(&inner, itext, sizeof(itext));
	xasprintf(cause, "%s is %s (%s %s)", text, addr_class_text[class], form,
	    itext);
	return -1;
}

/*
 * One range of len bytes at s: ADDRESS or ADDRESS/PREFIX, the address as
 * inet_pton(3) reads it (dotted quad, no zone) and the prefix in decimal
 * without leading zeros.  Return 0, -1 if it is not a range, -2 if bits
 * are set past the prefix (r then holds the range they were meant for).
 */
static int
addr_range_parse(const char *s, size_t len, struct addr_range *r)
{
	char buf[INET6_ADDRSTRLEN + 4]; /* "/128" */
	char *slash, *q;
	int max, prefix, i, is_dirty = 0;

	memset(r, 0, sizeof(*r));
	if (len == 0 || len >= sizeof(buf))
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	if ((slash = strchr(buf, '/')) != NULL)
		*slash = '\0';
	if (inet_pton(AF_INET, buf, r->ip.b) == 1) {
		r->ip.family = AF_INET;
		max = 32;
	} else if (inet_pton(AF_INET6, buf, r->ip.b) == 1) {
		r->ip.family = AF_INET6;
		max = 128;
	} else
		return -1;
	if (slash == NULL)
		prefix = max;
	else {
		q = slash + 1;
		if (*q == '\0' || strlen(q) > 3 ||
		    strspn(q, "0123456789") != strlen(q) ||
		    (q[0] == '0' && q[1] != '\0'))
			return -1;
		if ((prefix = atoi(q)) > max)
			return -1;
	}
	r->prefix = prefix;
	for (i = 0; i < max / 8; i++) {
		if (i * 8 >= prefix) {
			is_dirty |= r->ip.b[i] != 0;
			r->ip.b[i] = 0;
		} else if (i * 8 + 8 > prefix) {
			unsigned char mask =
			    (unsigned char)(0xff << (8 - (prefix - i * 8)));

			is_dirty |= (r->ip.b[i] & ~mask) != 0;
			r->ip.b[i] &= mask;
		}
	}
	return is_dirty ? -2 : 0;
}

/* A range of the tables above: a typo there is a bug. */
static void
addr_range_table(const char *cidr, struct addr_range *r)
{
	if (addr_range_parse(cidr, strlen(cidr), r) != 0)
		fatalx("%s: bad range %s", __func__, cidr);
}

static int
addr_in(const struct addr_ip *ip, const struct addr_range *r)
{
	int full = r->prefix / 8, rest = r->prefix % 8;
	unsigned char mask;

	if (ip->family != r->ip.family ||
	    memcmp(ip->b, r->ip.b, (size_t)full) != 0)
		return 0;
	if (rest == 0)
		return 1;
	mask = (unsigned char)(0xff << (8 - rest));
	return (ip->b[full] & mask) == r->ip.b[full];
}

static int
addr_allowed(const struct addr_policy *policy, const struct addr_ip *ip)
{
	size_t i;

	for (i = 0; policy != NULL && i < policy->n; i++) {
		if (addr_in(ip, &policy->ranges[i]))
			return 1;
	}
	return 0;
}

static enum addr_class
addr_classify4(const struct addr_ip *ip)
{
	struct addr_range r;
	size_t i;

	for (i = 0; i < NELEM(addr_special4); i++) {
		addr_range_table(addr_special4[i].cidr, &r);
		if (addr_in(ip, &r))
			return addr_special4[i].class;
	}
	return ADDR_PUBLIC;
}

/*
 * The class of an IPv6 address.  For a form that carries an IPv4 address,
 * *form names it and inner is that address, which decides the class.
 */
static enum addr_class
addr_classify6(
    const struct addr_ip *ip, struct addr_ip *inner, const char **form)
{
	struct addr_range r;
	enum addr_class class;
	size_t i;

	*form = NULL;
	for (i = 0; i < NELEM(addr_special6); i++) {
		addr_range_table(addr_special6[i].cidr, &r);
		if (addr_in(ip, &r))
			return addr_special6[i].class;
	}
	for (i = 0; i < NELEM(addr_embeds); i++) {
		addr_range_table(addr_embeds[i].cidr, &r);
		if (!addr_in(ip, &r))
			continue;
		memset(inner, 0, sizeof(*inner));
		inner->family = AF_INET;
		memcpy(inner->b, ip->b + addr_embeds[i].offset, 4);
		*form = addr_embeds[i].form;
		class = addr_classify4(inner);
		return class != ADDR_PUBLIC ? class : addr_embeds[i].if_public;
	}
	/* Only 2000::/3 is allocated for global unicast (RFC 4291 2.4). */
	if ((ip->b[0] & 0xe0) != 0x20)
		return ADDR_RESERVED;
	return ADDR_PUBLIC;
}

static int
addr_from_sockaddr(const struct sockaddr *sa, socklen_t len, struct addr_ip *ip)
{
	struct sockaddr_in sin;
	struct sockaddr_in6 sin6;

	memset(ip, 0, sizeof(*ip));
	if (sa == NULL || len < sizeof(sa->sa_family))
		return -1;
	if (sa->sa_family == AF_INET && len >= sizeof(sin)) {
		memcpy(&sin, sa, sizeof(sin));
		ip->family = AF_INET;
		memcpy(ip->b, &sin.sin_addr, 4);
		return 0;
	}
	if (sa->sa_family == AF_INET6 && len >= sizeof(sin6)) {
		memcpy(&sin6, sa, sizeof(sin6));
		ip->family = AF_INET6;
		memcpy(ip->b, &sin6.sin6_addr, 16);
		return 0;
	}
	return -1;
}

static void
addr_format(const struct addr_ip *ip, char *out, size_t size)
{
	if (inet_ntop(ip->family, ip->b, out, (socklen_t)size) == NULL)
		snprintf(out, size, "?");
}

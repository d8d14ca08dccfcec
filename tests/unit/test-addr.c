/* SPDX-License-Identifier: ISC */
/*
 * test-addr: the address policy.  Every class of address refused, in both
 * families and in the IPv6 forms that carry an IPv4 address; public
 * addresses passed; allow lists that open a range and only that range;
 * malformed ranges refused with the wording conf.c shows.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/socket.h>

#include <netinet/in.h>
#include <arpa/inet.h>

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "addr.h"
#include "util.h"

struct verdict {
	const char *addr;
	const char *why; /* NULL: allowed; else the cause, word for word */
};

/* With no allow list. */
static const struct verdict defaults[] = {
	/* IPv4, public */
	{ "93.184.216.34", NULL },
	{ "1.1.1.1", NULL },
	{ "8.8.8.8", NULL },
	{ "9.255.255.255", NULL },
	{ "11.0.0.0", NULL },
	{ "100.63.255.255", NULL },
	{ "100.128.0.0", NULL },
	{ "126.255.255.255", NULL },
	{ "128.0.0.0", NULL },
	{ "169.253.255.255", NULL },
	{ "169.255.0.0", NULL },
	{ "172.15.255.255", NULL },
	{ "172.32.0.0", NULL },
	{ "192.0.1.1", NULL },
	{ "192.0.3.0", NULL },
	{ "192.167.255.255", NULL },
	{ "192.169.0.0", NULL },
	{ "198.17.255.255", NULL },
	{ "198.20.0.0", NULL },
	{ "198.51.99.255", NULL },
	{ "203.0.112.255", NULL },
	{ "223.255.255.255", NULL },
	/* IPv4, refused */
	{ "0.0.0.0", "0.0.0.0 is an unspecified address" },
	{ "0.1.2.3", "0.1.2.3 is an unspecified address" },
	{ "10.0.0.1", "10.0.0.1 is a private address (RFC 1918)" },
	{ "10.255.255.255", "10.255.255.255 is a private address (RFC 1918)" },
	{ "172.16.0.1", "172.16.0.1 is a private address (RFC 1918)" },
	{ "172.31.255.254", "172.31.255.254 is a private address (RFC 1918)" },
	{ "192.168.1.1", "192.168.1.1 is a private address (RFC 1918)" },
	{ "100.64.0.1",
	    "100.64.0.1 is a carrier-grade NAT address (RFC 6598)" },
	{ "100.127.255.255",
	    "100.127.255.255 is a carrier-grade NAT address (RFC 6598)" },
	{ "127.0.0.1", "127.0.0.1 is a loopback address" },
	{ "127.255.255.254", "127.255.255.254 is a loopback address" },
	{ "169.254.169.254", "169.254.169.254 is a link-local address" },
	{ "192.0.0.8", "192.0.0.8 is a reserved address" },
	{ "192.0.2.1", "192.0.2.1 is a documentation address" },
	{ "192.88.99.1", "192.88.99.1 is a reserved address" },
	{ "198.18.0.1", "198.18.0.1 is a benchmarking address (RFC 2544)" },
	{ "198.19.255.255",
	    "198.19.255.255 is a benchmarking address (RFC 2544)" },
	{ "198.51.100.7", "198.51.100.7 is a documentation address" },
	{ "203.0.113.200", "203.0.113.200 is a documentation address" },
	{ "224.0.0.1", "224.0.0.1 is a multicast address" },
	{ "239.255.255.250", "239.255.255.250 is a multicast address" },
	{ "240.0.0.1", "240.0.0.1 is a reserved address" },
	{ "255.255.255.254", "255.255.255.254 is a reserved address" },
	{ "255.255.255.255", "255.255.255.255 is a broadcast address" },
	/* IPv6, public */
	{ "2606:2800:220:1:248:1893:25c8:1946", NULL },
	{ "2001:4860:4860::8888", NULL },
	{ "2a00:1450:4001:80b::200e", NULL },
	{ "2001:200::1", NULL },
	{ "3ffe::1", NULL },
	{ "2002:5db8:d822::1", NULL }, /* 6to4 of 93.184.216.34 */
	{ "64:ff9b::808:808", NULL },  /* NAT64 of 8.8.8.8 */
	{ "::ffff:8.8.8.8", NULL },
	/* IPv6, refused */
	{ "::", ":: is an unspecified address" },
	{ "::1", "::1 is a loopback address" },
	{ "fc00::1", "fc00::1 is a unique local address (RFC 4193)" },
	{ "fd12:3456:789a::1",
	    "fd12:3456:789a::1 is a unique local address (RFC 4193)" },
	{ "fe80::1", "fe80::1 is a link-local address" },
	{ "febf:ffff::1", "febf:ffff::1 is a link-local address" },
	{ "fec0::1", "fec0::1 is a site-local address" },
	{ "ff02::1", "ff02::1 is a multicast address" },
	{ "ff0e::101", "ff0e::101 is a multicast address" },
	{ "2001:db8::1", "2001:db8::1 is a documentation address" },
	{ "3fff:fff::1", "3fff:fff::1 is a documentation address" },
	{ "2001:2::1", "2001:2::1 is a benchmarking address (RFC 2544)" },
	{ "2001::1", "2001::1 is a reserved address" }, /* Teredo */
	{ "100::1", "100::1 is a reserved address" },   /* discard */
	{ "64:ff9b:1::1", "64:ff9b:1::1 is a reserved address" },
	{ "5f00::1", "5f00::1 is a reserved address" },
	{ "4000::1", "4000::1 is a reserved address" }, /* not 2000::/3 */
	{ "1::1", "1::1 is a reserved address" },
	{ "e000::1", "e000::1 is a reserved address" },
	/* IPv6 forms carrying an IPv4 address: judged by what they carry */
	{ "::ffff:127.0.0.1",
	    "::ffff:127.0.0.1 is a loopback address (IPv4-mapped 127.0.0.1)" },
	{ "::ffff:10.1.2.3",
	    "::ffff:10.1.2.3 is a private address (RFC 1918) "
	    "(IPv4-mapped 10.1.2.3)" },
	{ "::ffff:169.254.169.254",
	    "::ffff:169.254.169.254 is a link-local "
	    "address (IPv4-mapped 169.254.169.254)" },
	{ "::ffff:0.0.0.0",
	    "::ffff:0.0.0.0 is an unspecified address (IPv4-mapped 0.0.0.0)" },
	{ "::ffff:100.64.1.1",
	    "::ffff:100.64.1.1 is a carrier-grade NAT "
	    "address (RFC 6598) (IPv4-mapped 100.64.1.1)" },
	{ "::ffff:255.255.255.255",
	    "::ffff:255.255.255.255 is a broadcast address "
	    "(IPv4-mapped 255.255.255.255)" },
	{ "::127.0.0.1",
	    "::127.0.0.1 is a loopback address (IPv4-compatible 127.0.0.1)" },
	{ "::8.8.8.8",
	    "::8.8.8.8 is a reserved address (IPv4-compatible 8.8.8.8)" },
	{ "64:ff9b::7f00:1",
	    "64:ff9b::7f00:1 is a loopback address (NAT64 127.0.0.1)" },
	{ "64:ff9b::c0a8:101",
	    "64:ff9b::c0a8:101 is a private address "
	    "(RFC 1918) (NAT64 192.168.1.1)" },
	{ "64:ff9b::e000:1",
	    "64:ff9b::e000:1 is a multicast address (NAT64 224.0.0.1)" },
	{ "2002:7f00:1::",
	    "2002:7f00:1:: is a loopback address "
	    "(6to4 127.0.0.1)" },
	{ "2002:a00:1:1234::5",
	    "2002:a00:1:1234::5 is a private address "
	    "(RFC 1918) (6to4 10.0.0.1)" },
	{ "2002:c000:221::1",
	    "2002:c000:221::1 is a documentation address "
	    "(6to4 192.0.2.33)" },
	{ "2002:a9fe:a9fe::",
	    "2002:a9fe:a9fe:: is a link-local address "
	    "(6to4 169.254.169.254)" },
};

/* With the test suite's allowance for the test sites alone. */
static const char allow_sites[] = "127.0.0.2/31";
static const struct verdict sites[] = {
	{ "127.0.0.2", NULL },
	{ "127.0.0.3", NULL },
	{ "::ffff:127.0.0.2", NULL },
	{ "64:ff9b::7f00:3", NULL },
	{ "127.0.0.1", "127.0.0.1 is a loopback address" },
	{ "127.0.0.4", "127.0.0.4 is a loopback address" },
	{ "::ffff:127.0.0.1",
	    "::ffff:127.0.0.1 is a loopback address (IPv4-mapped 127.0.0.1)" },
	{ "::1", "::1 is a loopback address" },
	{ "10.0.0.1", "10.0.0.1 is a private address (RFC 1918)" },
	{ "8.8.8.8", NULL },
};

/* An intranet's ranges, both families, separators mixed. */
static const char allow_intranet[] =
    "  10.1.0.0/16,172.20.5.9 fd00::/8\t::1/128 , 192.168.0.0/24";
static const struct verdict intranet[] = {
	{ "10.1.0.0", NULL },
	{ "10.1.255.255", NULL },
	{ "10.0.255.255", "10.0.255.255 is a private address (RFC 1918)" },
	{ "10.2.0.0", "10.2.0.0 is a private address (RFC 1918)" },
	{ "172.20.5.9", NULL },
	{ "172.20.5.8", "172.20.5.8 is a private address (RFC 1918)" },
	{ "172.20.5.10", "172.20.5.10 is a private address (RFC 1918)" },
	{ "fd00::1", NULL },
	{ "fdff:ffff::1", NULL },
	{ "fc00::1", "fc00::1 is a unique local address (RFC 4193)" },
	{ "::1", NULL },
	{ "::2", "::2 is an unspecified address (IPv4-compatible 0.0.0.2)" },
	{ "192.168.0.77", NULL },
	{ "192.168.1.77", "192.168.1.77 is a private address (RFC 1918)" },
	{ "::ffff:10.1.2.3", NULL },
	{ "127.0.0.1", "127.0.0.1 is a loopback address" },
};

/* Opening a public range changes nothing; 0.0.0.0/0 opens every IPv4. */
static const struct verdict everything4[] = {
	{ "127.0.0.1", NULL },
	{ "10.0.0.1", NULL },
	{ "255.255.255.255", NULL },
	{ "::ffff:127.0.0.1", NULL },
	{ "::1", "::1 is a loopback address" },
	{ "fe80::1", "fe80::1 is a link-local address" },
};

/* Parse addr into a socket address of its family. */
static socklen_t
sockaddr_of(const char *addr, struct sockaddr_storage *ss)
{
	struct sockaddr_in *sin = (struct sockaddr_in *)ss;
	struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)ss;

	memset(ss, 0, sizeof(*ss));
	if (inet_pton(AF_INET, addr, &sin->sin_addr) == 1) {
		sin->sin_family = AF_INET;
		sin->sin_port = htons(80);
		return sizeof(*sin);
	}
	if (inet_pton(AF_INET6, addr, &sin6->sin6_addr) == 1) {
		sin6->sin6_family = AF_INET6;
		sin6->sin6_port = htons(443);
		return sizeof(*sin6);
	}
	return 0;
}

static void
check_table(const char *list, const struct verdict *v, size_t n)
{
	struct addr_policy *policy;
	struct sockaddr_storage ss;
	socklen_t len;
	char *cause = NULL;
	size_t i;
	int rc;

	policy = addr_policy_new(list, &cause);
	T_OK_MSG(policy != NULL, "policy \"%s\" parses (%s)",
	    list != NULL ? list : "(null)", cause != NULL ? cause : "");
	for (i = 0; i < n; i++) {
		if ((len = sockaddr_of(v[i].addr, &ss)) == 0) {
			T_OK_MSG(0, "%s: test address parses", v[i].addr);
			continue;
		}
		cause = NULL;
		rc = addr_check(policy, (struct sockaddr *)&ss, len, &cause);
		if (v[i].why == NULL)
			T_OK_MSG(rc == 0 && cause == NULL,
			    "%s allowed (got %d, %s)", v[i].addr, rc,
			    cause != NULL ? cause : "no cause");
		else
			T_OK_MSG(rc == -1 && cause != NULL &&
				strcmp(cause, v[i].why) == 0,
			    "%s refused: \"%s\" (got %d, \"%s\")", v[i].addr,
			    v[i].why, rc, cause != NULL ? cause : "(null)");
		free(cause);
	}
	addr_policy_free(policy);
}

static void
test_addr_default_refuses_every_class(void)
{
	check_table(NULL, defaults, NELEM(defaults));
}

static void
test_addr_none_and_empty_are_the_default(void)
{
	check_table("none", defaults, NELEM(defaults));
	check_table("", defaults, NELEM(defaults));
	check_table("  none  ", defaults, NELEM(defaults));
}

static void
test_addr_allow_the_test_sites_only(void)
{
	check_table(allow_sites, sites, NELEM(sites));
}

static void
test_addr_allow_an_intranet(void)
{
	check_table(allow_intranet, intranet, NELEM(intranet));
}

static void
test_addr_allow_all_of_ipv4(void)
{
	check_table("0.0.0.0/0 8.8.0.0/16", everything4, NELEM(everything4));
}

static void
test_addr_policy_counts_ranges(void)
{
	struct addr_policy *p;
	char *cause = NULL;

	p = addr_policy_new(allow_intranet, &cause);
	T_INT(addr_policy_count(p), 5);
	addr_policy_free(p);
	p = addr_policy_new("none", &cause);
	T_INT(addr_policy_count(p), 0);
	addr_policy_free(p);
	T_INT(addr_policy_count(NULL), 0);
	addr_policy_free(NULL);
}

static void
test_addr_malformed_ranges_refused(void)
{
	static const struct {
		const char *list;
		const char *cause;
	} bad[] = {
		{ "10.0.0.0/33", "10.0.0.0/33 is not an address range" },
		{ "::/129", "::/129 is not an address range" },
		{ "10.0.0.0/", "10.0.0.0/ is not an address range" },
		{ "10.0.0.0/08", "10.0.0.0/08 is not an address range" },
		{ "10.0.0.0/+8", "10.0.0.0/+8 is not an address range" },
		{ "10.0.0.0/-1", "10.0.0.0/-1 is not an address range" },
		{ "10.0.0.0/8/8", "10.0.0.0/8/8 is not an address range" },
		{ "10.0.0.0/1000", "10.0.0.0/1000 is not an address range" },
		{ "10.0.0/8", "10.0.0/8 is not an address range" },
		{ "10.0.0.256", "10.0.0.256 is not an address range" },
		{ "010.0.0.0/8", "010.0.0.0/8 is not an address range" },
		{ "2130706433", "2130706433 is not an address range" },
		{ "0x7f000001", "0x7f000001 is not an address range" },
		{ "localhost", "localhost is not an address range" },
		{ "fe80::1%eth0", "fe80::1%eth0 is not an address range" },
		{ "[::1]", "[::1] is not an address range" },
		{ "fd00:::1/8", "fd00:::1/8 is not an address range" },
		{ "/8", "/8 is not an address range" },
		{ "10.0.0.0/8 none", "none is not an address range" },
		{ "none none", "none is not an address range" },
		{ "127.0.0.0/8 10.0.0.0/33 ::1",
		    "10.0.0.0/33 is not an address range" },
		{ "10.1.2.3/8",
		    "10.1.2.3/8 is not an address range (bits set "
		    "past the prefix: 10.0.0.0/8?)" },
		{ "fd00::1/8",
		    "fd00::1/8 is not an address range (bits set "
		    "past the prefix: fd00::/8?)" },
		{ "127.0.0.3/31",
		    "127.0.0.3/31 is not an address range (bits "
		    "set past the prefix: 127.0.0.2/31?)" },
		{ "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255/128x",
		    "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255/128x is "
		    "not an address range" },
	};
	struct addr_policy *p;
	char *cause;
	size_t i;

	for (i = 0; i < NELEM(bad); i++) {
		cause = NULL;
		p = addr_policy_new(bad[i].list, &cause);
		T_OK_MSG(p == NULL && cause != NULL &&
			strcmp(cause, bad[i].cause) == 0,
		    "\"%s\" refused: \"%s\" (got \"%s\")", bad[i].list,
		    bad[i].cause, cause != NULL ? cause : "(null)");
		addr_policy_free(p);
		free(cause);
	}
}

static void
test_addr_edges_of_prefixes_parse(void)
{
	static const char *const good[] = {
		"0.0.0.0/0",
		"::/0",
		"255.255.255.255/32",
		"ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff/128",
		"::ffff:127.0.0.0/104",
		"192.168.0.0/17",
		"10.128.0.0/9",
		"8.8.8.8",
		"2001:db8::",
	};
	struct addr_policy *p;
	char *cause = NULL;
	size_t i;

	for (i = 0; i < NELEM(good); i++) {
		p = addr_policy_new(good[i], &cause);
		T_OK_MSG(p != NULL && addr_policy_count(p) == 1,
		    "\"%s\" is one range (%s)", good[i],
		    cause != NULL ? cause : "ok");
		addr_policy_free(p);
		free(cause);
		cause = NULL;
	}
}

static void
test_addr_too_many_ranges_refused(void)
{
	struct buf b;
	struct addr_policy *p;
	char *cause = NULL;
	int i;

	buf_init(&b);
	for (i = 0; i < 1025; i++)
		buf_printf(&b, "10.%d.%d.0/24 ", i / 256, i % 256);
	p = addr_policy_new(b.data, &cause);
	T_OK(p == NULL);
	T_STR(cause, "more than 1024 address ranges");
	free(cause);
	buf_free(&b);
}

/* A prefix boundary that is not a whole byte, on both sides. */
static void
test_addr_prefix_bits(void)
{
	static const struct verdict v[] = {
		{ "192.168.0.127", NULL },
		{ "192.168.0.0", NULL },
		{ "192.168.0.128",
		    "192.168.0.128 is a private address "
		    "(RFC 1918)" },
		{ "fe80::1", NULL },
		{ "fe9f:ffff::1", NULL },
		{ "fea0::1", "fea0::1 is a link-local address" },
	};

	check_table("192.168.0.0/25 fe80::/11", v, NELEM(v));
}

static void
test_addr_not_ip_refused(void)
{
	struct sockaddr_storage ss;
	struct sockaddr_in sin;
	char *cause = NULL;

	memset(&ss, 0, sizeof(ss));
	ss.ss_family = AF_UNIX;
	T_INT(addr_check(NULL, (struct sockaddr *)&ss, sizeof(ss), &cause), -1);
	T_STR(cause, "not an IPv4 or IPv6 address");
	free(cause);
	cause = NULL;
	/* Too short for its family: never read past len. */
	memset(&sin, 0, sizeof(sin));
	sin.sin_family = AF_INET6;
	T_INT(
	    addr_check(NULL, (struct sockaddr *)&sin, sizeof(sin), &cause), -1);
	T_STR(cause, "not an IPv4 or IPv6 address");
	free(cause);
}

int
main(void)
{
	T_RUN(test_addr_default_refuses_every_class);
	T_RUN(test_addr_none_and_empty_are_the_default);
	T_RUN(test_addr_allow_the_test_sites_only);
	T_RUN(test_addr_allow_an_intranet);
	T_RUN(test_addr_allow_all_of_ipv4);
	T_RUN(test_addr_policy_counts_ranges);
	T_RUN(test_addr_malformed_ranges_refused);
	T_RUN(test_addr_edges_of_prefixes_parse);
	T_RUN(test_addr_too_many_ranges_refused);
	T_RUN(test_addr_prefix_bits);
	T_RUN(test_addr_not_ip_refused);
	return t_done();
}

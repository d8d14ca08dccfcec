/* SPDX-License-Identifier: ISC */
/*
 * addr: which IP addresses templard may connect to.  URLs come from
 * strangers (feed entries, redirects), so an address that is not public
 * (loopback, RFC 1918, link-local, CGNAT, multicast, reserved ranges, the
 * IPv6 equivalents and IPv6 forms that carry such an IPv4 address) is
 * refused unless the operator's allow list holds it.  Pure: a list of
 * ranges in, a verdict on a socket address out.
 */
#ifndef TEMPLAR_ADDR_H
#define TEMPLAR_ADDR_H

#include <sys/socket.h>

struct addr_policy;

/*
 * Parse an allow list: address ranges in CIDR form ("10.1.0.0/16",
 * "fd00::/8"; a bare address is a /32 or /128), separated by white space
 * or commas.  NULL, "" and "none" allow nothing beyond public addresses.
 * Return a policy the caller frees with addr_policy_free(), or NULL with
 * *cause set ("10.0.0.0/33 is not an address range").
 */
struct addr_policy *addr_policy_new(const char *list, char **cause);
void addr_policy_free(struct addr_policy *policy);

/* How many ranges the policy allows. */
size_t addr_policy_count(const struct addr_policy *policy);

/*
 * May sa (AF_INET or AF_INET6, len bytes) be connected to?  Return 0 if
 * it is public or inside one of policy's ranges (policy NULL: none), or
 * -1 with *cause set ("127.0.0.1 is a loopback address") for the caller
 * to free.
 */
int addr_check(const struct addr_policy *policy, const struct sockaddr *sa,
    socklen_t len, char **cause);

#endif

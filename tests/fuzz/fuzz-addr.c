/* SPDX-License-Identifier: ISC */
/*
 * fuzz-addr: the input as an allow list for addr_policy_new(), then its
 * bytes, 16 at a time, as IPv6 and IPv4 addresses for addr_check() with
 * that policy and with none.  Besides not crashing or leaking: a policy
 * comes with no cause and at most 1024 ranges, a refusal with a cause
 * that names the range or the count; addr_check() gives a cause exactly
 * when it refuses; an allow list never refuses what the default allows;
 * an IPv4-mapped address gets the default verdict of the IPv4 address it
 * carries.  Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain
 * program that replays the files named on its command line.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/socket.h>

#include <netinet/in.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "addr.h"

#define FUZZ_ADDR_MAX (64 * 1024)
#define FUZZ_ADDR_CHECKS 64 /* addresses tried per input, at most */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int fuzz_addr_check(
    const struct addr_policy *, const struct sockaddr *, socklen_t);
static void fuzz_addr_try(const struct addr_policy *, const uint8_t *);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct addr_policy *policy;
	char *text, *cause = NULL;
	uint8_t b[16];
	size_t off, n = 0;

	if (size > FUZZ_ADDR_MAX)
		return 0;
	if ((text = malloc(size + 1)) == NULL)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	policy = addr_policy_new(text, &cause);
	if (policy != NULL &&
	    (cause != NULL || addr_policy_count(policy) > 1024)) {
		fprintf(stderr, "policy with a cause or too many ranges\n");
		abort();
	}
	if (policy == NULL &&
	    (cause == NULL ||
		(strstr(cause, " is not an address range") == NULL &&
		    strcmp(cause, "more than 1024 address ranges") != 0))) {
		fprintf(stderr, "refused with cause %s\n",
		    cause != NULL ? cause : "NULL");
		abort();
	}
	free(cause);
	for (off = 0; off < size && n < FUZZ_ADDR_CHECKS; off += 16, n++) {
		memset(b, 0, sizeof(b));
		memcpy(b, data + off, size - off < 16 ? size - off : 16);
		fuzz_addr_try(policy, b);
	}
	addr_policy_free(policy);
	free(text);
	return 0;
}

/* addr_check(), checking that a cause comes exactly with a refusal. */
static int
fuzz_addr_check(
    const struct addr_policy *policy, const struct sockaddr *sa, socklen_t len)
{
	char *cause = NULL;
	int rc;

	rc = addr_check(policy, sa, len, &cause);
	if ((rc == 0) != (cause == NULL) || (rc != 0 && rc != -1)) {
		fprintf(stderr, "addr_check %d with cause %s\n", rc,
		    cause != NULL ? cause : "NULL");
		abort();
	}
	free(cause);
	return rc;
}

/* b as an IPv6 address, its first 4 bytes as IPv4 and IPv4-mapped. */
static void
fuzz_addr_try(const struct addr_policy *policy, const uint8_t *b)
{
	struct sockaddr_in sin;
	struct sockaddr_in6 sin6, mapped;
	int def;

	memset(&sin6, 0, sizeof(sin6));
	sin6.sin6_family = AF_INET6;
	memcpy(&sin6.sin6_addr, b, 16);
	def = fuzz_addr_check(NULL, (struct sockaddr *)&sin6, sizeof(sin6));
	if (def == 0 &&
	    fuzz_addr_check(policy, (struct sockaddr *)&sin6, sizeof(sin6)))
		abort(); /* an allow list only allows more */

	memset(&sin, 0, sizeof(sin));
	sin.sin_family = AF_INET;
	memcpy(&sin.sin_addr, b, 4);
	def = fuzz_addr_check(NULL, (struct sockaddr *)&sin, sizeof(sin));
	if (def == 0 &&
	    fuzz_addr_check(policy, (struct sockaddr *)&sin, sizeof(sin)))
		abort();

	memset(&mapped, 0, sizeof(mapped));
	mapped.sin6_family = AF_INET6;
	mapped.sin6_addr.s6_addr[10] = 0xff;
	mapped.sin6_addr.s6_addr[11] = 0xff;
	memcpy(&mapped.sin6_addr.s6_addr[12], b, 4);
	if (fuzz_addr_check(NULL, (struct sockaddr *)&mapped, sizeof(mapped)) !=
	    def) {
		fprintf(stderr,
		    "::ffff:%u.%u.%u.%u judged unlike %u.%u.%u.%u\n", b[0],
		    b[1], b[2], b[3], b[0], b[1], b[2], b[3]);
		abort();
	}
	(void)fuzz_addr_check(
	    policy, (struct sockaddr *)&mapped, sizeof(mapped));
}

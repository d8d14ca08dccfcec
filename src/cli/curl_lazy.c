/* SPDX-License-Identifier: ISC */
/*
 * curl_lazy: libcurl, loaded by the templar tool on first use.  Linking
 * libcurl makes the dynamic loader map and relocate the twenty-odd
 * libraries it depends on (TLS, Kerberos, LDAP, SSH, IDN, ...) at every
 * start, most of the time `templar --version` took, while most commands
 * never touch the network.  The tool links this file instead of -lcurl:
 * each function below looks its namesake up in libcurl on its first call
 * (lazy.h).  The daemon and the tests link libcurl itself.  A libcurl
 * function the code starts to call must be added here: the tool does not
 * link until it is.
 */
#include "config.h"

#include <stdarg.h>
#include <stdint.h>

/* Our definitions of the variadic functions, not the type-checking macros. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

#include "lazy.h"

/* libcurl's symbol called name, libcurl loaded on the first call. */
static void *
curl_lazy_sym(const char *name)
{
	static void *lib;

	return lazy_sym(&lib, CURL_SONAME, name);
}

#define CURL_LAZY_FN(ret, name, params, args)                                  \
	LAZY_FN(curl_lazy_sym, ret, name, params, args)
#define CURL_LAZY_VOID(name, params, args)                                     \
	LAZY_VOID(curl_lazy_sym, name, params, args)

CURL_LAZY_FN(CURLcode, curl_global_init, (long flags), (flags))
CURL_LAZY_FN(CURL *, curl_easy_init, (void), ())
CURL_LAZY_VOID(curl_easy_cleanup, (CURL * curl), (curl))
CURL_LAZY_FN(const char *, curl_easy_strerror, (CURLcode code), (code))
CURL_LAZY_VOID(curl_free, (void *p), (p))
CURL_LAZY_FN(
    time_t, curl_getdate, (const char *p, const time_t *unused), (p, unused))
CURL_LAZY_FN(struct curl_slist *, curl_slist_append,
    (struct curl_slist * list, const char *s), (list, s))
CURL_LAZY_VOID(curl_slist_free_all, (struct curl_slist * list), (list))

CURL_LAZY_FN(CURLM *, curl_multi_init, (void), ())
CURL_LAZY_FN(CURLMcode, curl_multi_cleanup, (CURLM * m), (m))
CURL_LAZY_FN(
    CURLMcode, curl_multi_add_handle, (CURLM * m, CURL *curl), (m, curl))
CURL_LAZY_FN(
    CURLMcode, curl_multi_remove_handle, (CURLM * m, CURL *curl), (m, curl))
CURL_LAZY_FN(CURLMcode, curl_multi_assign,
    (CURLM * m, curl_socket_t s, void *p), (m, s, p))
CURL_LAZY_FN(CURLMcode, curl_multi_socket_action,
    (CURLM * m, curl_socket_t s, int ev, int *running), (m, s, ev, running))
CURL_LAZY_FN(CURLMsg *, curl_multi_info_read, (CURLM * m, int *left), (m, left))

CURL_LAZY_FN(CURLU *, curl_url, (void), ())
CURL_LAZY_VOID(curl_url_cleanup, (CURLU * u), (u))
CURL_LAZY_FN(CURLUcode, curl_url_set,
    (CURLU * u, CURLUPart what, const char *part, unsigned int flags),
    (u, what, part, flags))
/* libcurl 8 made the handle const; configure says which this is. */
CURL_LAZY_FN(CURLUcode, curl_url_get,
    (CURL_URL_GET_CONST CURLU * u, CURLUPart what, char **part,
	unsigned int flags),
    (u, what, part, flags))

/*
 * The variadic ones take one more argument whose type the option's
 * number says, by the ranges libcurl itself dispatches on.
 */
#define CURL_LAZY_SETOPT(ret, name, handle_t, option_t)                        \
	ret name(handle_t h, option_t option, ...)                             \
	{                                                                      \
		static ret (*fn)(handle_t, option_t, ...);                     \
		ret rc;                                                        \
		va_list ap;                                                    \
                                                                               \
		if (fn == NULL)                                                \
			fn = (ret(*)(handle_t, option_t, ...))curl_lazy_sym(   \
			    #name);                                            \
		va_start(ap, option);                                          \
		if (option < CURLOPTTYPE_OBJECTPOINT)                          \
			rc = fn(h, option, va_arg(ap, long));                  \
		else if (option < CURLOPTTYPE_FUNCTIONPOINT)                   \
			rc = fn(h, option, va_arg(ap, void *));                \
		else if (option < CURLOPTTYPE_OFF_T)                           \
			rc = fn(h, option, va_arg(ap, void (*)(void)));        \
		else if (option < CURLOPTTYPE_BLOB)                            \
			rc = fn(h, option, va_arg(ap, curl_off_t));            \
		else                                                           \
			rc = fn(h, option, va_arg(ap, void *));                \
		va_end(ap);                                                    \
		return rc;                                                     \
	}

CURL_LAZY_SETOPT(CURLcode, curl_easy_setopt, CURL *, CURLoption)
CURL_LAZY_SETOPT(CURLMcode, curl_multi_setopt, CURLM *, CURLMoption)

/* Every CURLINFO_* argument is a pointer to where the answer goes. */
CURLcode
curl_easy_getinfo(CURL *curl, CURLINFO info, ...)
{
	static CURLcode (*fn)(CURL *, CURLINFO, ...);
	CURLcode rc;
	va_list ap;

	if (fn == NULL)
		fn = (CURLcode(*)(CURL *, CURLINFO, ...))curl_lazy_sym(
		    "curl_easy_getinfo");
	va_start(ap, info);
	rc = fn(curl, info, va_arg(ap, void *));
	va_end(ap);
	return rc;
}

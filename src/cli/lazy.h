/* SPDX-License-Identifier: ISC */
/*
 * lazy: the templar tool's stand-ins for the functions of a library it
 * loads on first use (curl_lazy.c, xml_lazy.c say why).  Each stand-in
 * has its namesake's prototype, looks the namesake up on its first call
 * through the file's lookup function (one that dlopen()s the library,
 * fatal when it cannot) and calls it.  The pointers found are the only
 * state, cached once and never changed after, which is why they may be
 * static.  A pointer to an object converts to a pointer to a function
 * as POSIX dlsym() needs.
 */
#ifndef TEMPLAR_LAZY_H
#define TEMPLAR_LAZY_H

#include <stddef.h>

/*
 * The symbol name of the library soname, loaded into *lib on the first
 * call (RTLD_LOCAL: its names stay out of the program's); fatal when the
 * library or the symbol cannot be found.
 */
void *lazy_sym(void **lib, const char *soname, const char *name);

#define LAZY_FN(lookup, ret, name, params, args)                               \
	ret name params                                                        \
	{                                                                      \
		static ret(*fn) params;                                        \
                                                                               \
		if (fn == NULL)                                                \
			fn = (ret(*) params)lookup(#name);                     \
		return fn args;                                                \
	}
#define LAZY_VOID(lookup, name, params, args)                                  \
	void name params                                                       \
	{                                                                      \
		static void(*fn) params;                                       \
                                                                               \
		if (fn == NULL)                                                \
			fn = (void(*) params)lookup(#name);                    \
		fn args;                                                       \
	}

#endif

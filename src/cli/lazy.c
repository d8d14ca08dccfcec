/* SPDX-License-Identifier: ISC */
/*
 * lazy: the lookup the templar tool's stand-ins for a library's functions
 * share (lazy.h).
 */
#include "config.h"

#include <dlfcn.h>
#include <stddef.h>

#include "lazy.h"
#include "log.h"

void *
lazy_sym(void **lib, const char *soname, const char *name)
{
	void *sym;

	if (*lib == NULL &&
	    (*lib = dlopen(soname, RTLD_NOW | RTLD_LOCAL)) == NULL)
		fatalx("cannot load %s: %s", soname, dlerror());
	if ((sym = dlsym(*lib, name)) == NULL)
		fatalx("%s has no %s: %s", soname, name, dlerror());
	return sym;
}

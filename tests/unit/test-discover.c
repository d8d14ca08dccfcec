/* SPDX-License-Identifier: ISC */
#include "config.h"

#include "../lib/t.h"

int
main(void)
{
	T_OK(1);
	return t_done();
}

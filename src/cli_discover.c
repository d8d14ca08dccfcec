/* SPDX-License-Identifier: ISC */
#include "config.h"

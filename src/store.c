/* placeholder until the module lands */
#include "config.h"
int store_placeholder_;

/* placeholder until the module lands */
#include "config.h"
int hostq_placeholder_;

/* placeholder until the module lands */
#include "config.h"
int feed_placeholder_;

/* placeholder until the module lands */
#include "config.h"
int learn_placeholder_;

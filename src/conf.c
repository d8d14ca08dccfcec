/* placeholder until the module lands */
#include "config.h"
int conf_placeholder_;

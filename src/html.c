/* placeholder until the module lands */
#include "config.h"
int html_placeholder_;

/* placeholder until the module lands */
#include "config.h"
int http_placeholder_;

/* placeholder until the module lands */
#include "config.h"
int tmpl_placeholder_;

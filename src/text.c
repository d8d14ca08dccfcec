/* placeholder until the module lands */
#include "config.h"
int text_placeholder_;

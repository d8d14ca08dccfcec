/* placeholder until the module lands */
#include "config.h"
int sdnotify_placeholder_;

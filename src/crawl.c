/* placeholder until the module lands */
#include "config.h"
int crawl_placeholder_;

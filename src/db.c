/* placeholder until the module lands */
#include "config.h"
int db_placeholder_;

#include "config.h"
#include "../lib/t.h"
int main(void) { return t_done(); }

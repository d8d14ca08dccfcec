/* placeholder: the benchmark tool lands here */
#include "config.h"
int main(void) { return 0; }

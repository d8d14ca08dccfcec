#!/bin/sh
# placeholder, replaced below
. "$(dirname "$0")/../lib/integ.sh"
done_testing

# Sourced by scripts/example and scripts/test-all: install the Debian
# packages templar needs to build and test, only those that are missing.
TEMPLAR_DEBS="build-essential autoconf automake libtool pkg-config
libcurl4-openssl-dev libxml2-dev libevent-dev libsqlite3-dev libcjson-dev
zlib1g-dev
sqlite3 python3 mandoc curl"
# What the tests add: GNU time, clang-format (make check-format), and the
# real clients they read templard's HTTP interface with (a feed parser,
# promtool, a feed reader, a browser, Dask).
TEMPLAR_TEST_DEBS="time clang-format python3-feedparser prometheus newsboat chromium python3-distributed"

# templar_install_deps [test]: the build's packages, and with "test" the
# test suite's too.
templar_install_deps() {
	missing=""
	debs=$TEMPLAR_DEBS
	[ "${1:-}" = test ] && debs="$debs $TEMPLAR_TEST_DEBS"
	for p in $debs; do
		dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	echo "installing:$missing"
	if [ "$(id -u)" -ne 0 ]; then
		SUDO=sudo
	else
		SUDO=
	fi
	$SUDO apt-get update -qq &&
	    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
	    --no-install-recommends $missing >/dev/null
}

# Configure and build in $1 (out of tree) with the remaining arguments.
templar_build() {
	dir=$1
	shift
	[ -x "$TOP/configure" ] || (cd "$TOP" && autoreconf -fi) || return 1
	mkdir -p "$dir" &&
	    (cd "$dir" && { [ -f Makefile ] || "$TOP/configure" -q "$@"; } &&
	    make -s -j"$(nproc)")
}

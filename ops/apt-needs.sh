# Sourced by ops/test.sh and ops/chaos.sh: `apt_needs pkg...` installs the Debian packages named
# (each missing one) when we are root, otherwise says what to install; the tests that need a
# package still missing are skipped with the reason.
apt_needs() {
  [ $# -gt 0 ] || return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing $* from Debian..."
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null \
      || echo "Could not install $*; the tests that need them will be skipped."
  else
    echo "Missing: $*. Install with: sudo apt-get install -y $* (the tests that need them are skipped)."
  fi
}

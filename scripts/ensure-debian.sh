#!/usr/bin/env bash
# Makes sure what the tests and tools need from Debian is there, each thing by what it is:
#   scripts/ensure-debian.sh NEED=PACKAGE [NEED=PACKAGE...]
# NEED is a command on the PATH (`shellcheck`) or a file's absolute path (`/usr/sbin/nginx`, a
# module such as `/usr/lib/nginx/modules/ngx_http_brotli_static_module.so`). The packages of the
# needs that are missing are installed with one apt-get (through sudo when not root). When they
# cannot be (no root and no sudo, or apt-get fails), it prints one line naming what is missing
# and the command that installs it, and exits 1, so a run stops before the tests that need it.
set -euo pipefail

present() {
  case "$1" in
    /*) [ -e "$1" ] ;;
    *) command -v "$1" >/dev/null 2>&1 ;;
  esac
}

missing_needs=()
missing_packages=()
for pair in "$@"; do
  need="${pair%%=*}"
  package="${pair#*=}"
  if [ -z "$need" ] || [ -z "$package" ] || [ "$need" = "$pair" ]; then
    echo "ensure-debian.sh: '$pair' is not NEED=PACKAGE" >&2
    exit 2
  fi
  if ! present "$need"; then
    missing_needs+=("$need")
    missing_packages+=("$package")
  fi
done
[ ${#missing_needs[@]} -eq 0 ] && exit 0

install_line="sudo apt-get update && sudo apt-get install -y ${missing_packages[*]}"
give_up() {
  echo "missing: ${missing_needs[*]} ($1); install with: $install_line" >&2
  exit 1
}

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  give_up "not root and no sudo without a password"
fi

echo "missing: ${missing_needs[*]}: installing Debian's ${missing_packages[*]}."
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq || give_up "apt-get update failed"
"${sudo[@]}" apt-get install -y -qq "${missing_packages[@]}" >/dev/null || give_up "apt-get install failed"

still=()
for need in "${missing_needs[@]}"; do present "$need" || still+=("$need"); done
if [ ${#still[@]} -gt 0 ]; then
  missing_needs=("${still[@]}")
  give_up "still missing after apt-get install"
fi

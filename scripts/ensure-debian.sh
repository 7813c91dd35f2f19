#!/usr/bin/env bash
# Makes sure Debian packages the tests and tools need are installed:
#   scripts/ensure-debian.sh COMMAND PACKAGE [PACKAGE...]
# installs the packages with apt-get when COMMAND is not on the PATH (or executable path).
set -euo pipefail
command_name="$1"
shift
if [ -x "$command_name" ] || command -v "$command_name" >/dev/null 2>&1; then
  exit 0
fi
echo "$command_name not found: installing Debian's $*."
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "$@" >/dev/null

#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests.
# Playwright cannot download its own browser on these machines.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "Chromium not found at $chromium_path: installing Debian's chromium package."
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium >/dev/null
"$chromium_path" --version

#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests.
# Playwright cannot download its own browser on these machines.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
bash "$(dirname "$0")/ensure-debian.sh" "$chromium_path=chromium"
"$chromium_path" --version

#!/usr/bin/env bash
# Installs schemathesis (pinned in requirements.txt) into tests/access-api/.venv (ignored by git),
# for the Access API fuzzing in fuzz.contract.ts. Reuses the venv while requirements.txt is unchanged.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="$here/.venv"
stamp="$(sha256sum "$here/requirements.txt" | cut -c1-16)"
if [ -x "$venv/bin/schemathesis" ] && [ "$(cat "$venv/.stamp" 2>/dev/null)" = "$stamp" ]; then
  echo "access-api fuzz: schemathesis $("$venv/bin/schemathesis" --version | awk '{print $NF}') is up to date in tests/access-api/.venv"
  exit 0
fi
echo "access-api fuzz: installing tests/access-api/requirements.txt into tests/access-api/.venv"
# shellcheck source=scripts/lib/python-venv.sh
. "$here/../../scripts/lib/python-venv.sh"
make_venv "access-api fuzz" "$venv" "$stamp" -r "$here/requirements.txt"
echo "access-api fuzz: schemathesis $("$venv/bin/schemathesis" --version | awk '{print $NF}') installed"

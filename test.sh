#!/usr/bin/env bash
# Sets up Playmat (Debian packages, .venv, Python packages), checks the import
# contracts, and runs the whole test suite. Arguments go to pytest:
#   ./test.sh tests/desktop -x      ./test.sh -m soak
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/bootstrap.sh
source "$here/scripts/bootstrap.sh"
playmat_bootstrap runtime x11 xvfb avr broker

cd "$PLAYMAT_ROOT"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# The architecture contracts of pyproject.toml [tool.importlinter]: engine is
# pure Python, hardware has no GUI, desktop > hardware > engine.
if ! "$PLAYMAT_VENV/bin/lint-imports" --no-cache --no-logo; then
  printf 'playmat: an import contract is broken (see above); fix the import before running the tests.\n' >&2
  exit 1
fi

# The code is formatted and linted with ruff (pyproject.toml [tool.ruff]):
# `.venv/bin/ruff format . && .venv/bin/ruff check --fix .` fixes most findings.
if ! "$PLAYMAT_VENV/bin/ruff" format --check --quiet . || ! "$PLAYMAT_VENV/bin/ruff" check --quiet .; then
  printf 'playmat: ruff found code to format or fix (see above): run .venv/bin/ruff format . and .venv/bin/ruff check --fix .\n' >&2
  exit 1
fi

# Types are checked strictly from the first line (pyproject.toml [tool.mypy]).
if ! "$PLAYMAT_VENV/bin/python" -m mypy; then
  printf 'playmat: type errors (see above); fix them before running the tests.\n' >&2
  exit 1
fi

if [ "$#" -eq 0 ]; then
  # the default suite, then the whole games played through the table
  # (marked whole_game: the longest tests, kept out of a plain pytest run)
  # and through a real Mosquitto broker (marked remote)
  "$PLAYMAT_VENV/bin/python" -m pytest
  exec "$PLAYMAT_VENV/bin/python" -m pytest -m "(whole_game or remote) and not soak"
fi
exec "$PLAYMAT_VENV/bin/python" -m pytest "$@"

#!/usr/bin/env bash
# Sets up Playmat (Debian packages, .venv, Python packages) and starts it.
# Arguments go to the `playmat` command: ./run.sh --screenshot shot.png, ./run.sh sim --game vanguard ...
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/bootstrap.sh
source "$here/scripts/bootstrap.sh"

# Does this invocation open a window? Only the app itself does: every
# subcommand, --version and --help runs without one.
gui=1
case "${1:-}" in
  "" | -*) ;;
  *) gui=0 ;;
esac
screenshot=0
for arg in "$@"; do
  case "$arg" in
    --version | -V | --help | -h) gui=0 ;;
    --screenshot | --screenshot=*) screenshot=1 ;;
  esac
done

# Without a display, only a screenshot can be taken: on a virtual X server.
nodisplay=0
if [ "$gui" = 1 ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  nodisplay=1
fi
xvfb=0
if [ "$nodisplay" = 1 ] && [ "$screenshot" = 1 ]; then
  xvfb=1
fi

# Everything is set up first, display or not, so that the next start with a
# display (or a screenshot) has nothing left to install.
if [ "$xvfb" = 1 ]; then
  playmat_bootstrap runtime x11 xvfb broker
else
  playmat_bootstrap runtime x11 broker
fi

if [ "$nodisplay" = 1 ] && [ "$xvfb" = 0 ]; then
  cat >&2 <<'TXT'
playmat: Playmat is set up, but there is no display here (neither DISPLAY nor WAYLAND_DISPLAY is set), so no window can open.
  - to render the window into an image instead:  ./run.sh --screenshot playmat.png
  - to use a display, set DISPLAY (or WAYLAND_DISPLAY), e.g. DISPLAY=:0 ./run.sh
  - to run Qt without any display:               QT_QPA_PLATFORM=offscreen ./run.sh --screenshot playmat.png
TXT
  exit 2
fi

if [ "$xvfb" = 1 ]; then
  if command -v xvfb-run >/dev/null 2>&1; then
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$PLAYMAT_VENV/bin/playmat" "$@"
  fi
  printf 'playmat: xvfb-run was not found; rendering offscreen instead\n' >&2
  export QT_QPA_PLATFORM=offscreen
fi
exec "$PLAYMAT_VENV/bin/playmat" "$@"

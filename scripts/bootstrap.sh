# shellcheck shell=bash
# Shared setup for ./run.sh and ./test.sh. Source it, then call
#
#     playmat_bootstrap GROUP...
#
# where each GROUP names Debian packages the caller needs:
#   runtime  Qt on the offscreen platform, zbar for pyzbar, and a CJK font
#            (Noto Sans CJK) for the Japanese interface
#   x11      Qt's xcb platform (a real X display or Xvfb)
#   xvfb     a virtual X server and xvfb-run
#   avr      the AVR toolchain, the Arduino core and simavr: the mat's firmware
#            is built and run on an emulated ATmega by the `hil` tests
#   broker   the Mosquitto MQTT broker: remote play (`playmat referee`) and the
#            `remote` tests, which start their own `mosquitto -c FILE` (the
#            system service the package may start is never used)
#
# It checks for Python >= 3.11, installs the missing Debian packages (as root,
# or through a password-less sudo; otherwise it prints the command to run and
# stops), creates .venv in the checkout (reusing an existing one), runs
# `pip install -e '.[test]'` whenever pyproject.toml or setup.py changed since
# the last successful install, and compiles the interface's translations
# (assets/i18n/*.ts -> .qm) whenever a .ts is newer than its .qm. Every message goes to stderr, so commands that
# print JSON keep stdout clean.
#
# Environment:
#   PLAYMAT_PYTHON=/path/to/python3.X  the interpreter .venv is made from (default: python3)
#   PLAYMAT_SKIP_APT=1                  do not check Debian packages

PLAYMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PLAYMAT_VENV="$PLAYMAT_ROOT/.venv"
_PM_STAMP="$PLAYMAT_VENV/.playmat-install.sha256"

_PM_PKGS_runtime="libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0 libzbar0 fonts-noto-cjk"
_PM_PKGS_x11="libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1"
_PM_PKGS_xvfb="xvfb xauth"
_PM_PKGS_avr="gcc-avr avr-libc arduino-core-avr libsimavr-dev gcc libc6-dev make"
_PM_PKGS_broker="mosquitto"

_pm_say() { printf 'playmat: %s\n' "$*" >&2; }
# Print the first argument after "playmat: ", each further one on its own
# indented line, and stop the calling script.
_pm_die() {
  printf 'playmat: %s\n' "$1" >&2
  shift
  [ "$#" -eq 0 ] || printf '  %s\n' "$@" >&2
  exit 1
}

# True when "$1" runs and is Python 3.11 or newer.
_pm_python_ok() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }

# "Python 3.9.2", or "not runnable".
_pm_python_version() {
  local v
  v="$("$1" -c 'import platform; print("Python", platform.python_version())' 2>/dev/null)" || v=""
  printf '%s' "${v:-not runnable}"
}

# True when "$1" can create a virtual environment with pip in it.
_pm_python_can_venv() { "$1" -c 'import ensurepip, venv' >/dev/null 2>&1; }

_pm_is_debian() {
  [ -r /etc/debian_version ] && command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1
}

_pm_deb_installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }

# Install the Debian packages among "$@" that are not installed yet.
_pm_apt_install() {
  local missing=() pkg
  for pkg in "$@"; do
    _pm_deb_installed "$pkg" || missing+=("$pkg")
  done
  [ "${#missing[@]}" -eq 0 ] && return 0

  local as_root
  if [ "$(id -u)" -eq 0 ]; then
    as_root=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    as_root="sudo -n"
  else
    _pm_die "these Debian packages are missing: ${missing[*]}" \
      "install them as root (for example with sudo), then run this again:" \
      "" \
      "    apt-get update -q && apt-get install -y -q --no-install-recommends ${missing[*]}" \
      "" \
      "(set PLAYMAT_SKIP_APT=1 to skip this check if you provide the libraries another way)"
  fi

  _pm_say "installing Debian packages: ${missing[*]}"
  # shellcheck disable=SC2086  # $as_root is empty or two words on purpose
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 \
    || _pm_die "'apt-get update' failed (see above): is the network or the apt proxy reachable?"
  # shellcheck disable=SC2086
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >&2 \
    || _pm_die "'apt-get install ${missing[*]}' failed (see above)."
}

_pm_sha256() {
  "$PLAYMAT_VENV/bin/python" - "$@" <<'PY'
import hashlib, sys
digest = hashlib.sha256()
for name in sys.argv[1:]:
    with open(name, "rb") as f:
        digest.update(f.read())
print(digest.hexdigest())
PY
}

playmat_bootstrap() {
  local py="${PLAYMAT_PYTHON:-python3}" packages=() group var venv_ok=0 need_python=0

  for group in "$@"; do
    var="_PM_PKGS_$group"
    [ -n "${!var:-}" ] || _pm_die "internal: unknown package group '$group'"
    # shellcheck disable=SC2206  # word splitting of the package list is intended
    packages+=(${!var})
  done

  # 1. Python. An existing, working .venv needs no base interpreter checks.
  if [ -x "$PLAYMAT_VENV/bin/python" ] && _pm_python_ok "$PLAYMAT_VENV/bin/python"; then
    venv_ok=1
  elif ! command -v "$py" >/dev/null 2>&1; then
    if [ "$py" = python3 ] && _pm_is_debian && [ -z "${PLAYMAT_SKIP_APT:-}" ]; then
      packages+=(python3 python3-venv)
      need_python=1
    else
      _pm_die "Playmat needs Python 3.11 or newer, and '$py' was not found." \
        "Install Python 3.11+ (on Debian 12: apt-get install python3 python3-venv)," \
        "or point PLAYMAT_PYTHON at one, e.g. PLAYMAT_PYTHON=/usr/bin/python3.11 $0"
    fi
  elif ! _pm_python_ok "$py"; then
    _pm_die "Playmat needs Python 3.11 or newer; '$py' is $(_pm_python_version "$py")." \
      "Install a newer Python or point PLAYMAT_PYTHON at one, e.g. PLAYMAT_PYTHON=/usr/bin/python3.11 $0"
  elif ! _pm_python_can_venv "$py"; then
    if [ "$(command -v "$py")" = /usr/bin/python3 ] && _pm_is_debian && [ -z "${PLAYMAT_SKIP_APT:-}" ]; then
      packages+=(python3-venv)
    else
      _pm_die "'$py' cannot create virtual environments (its venv/ensurepip modules are missing)." \
        "Install them (on Debian: apt-get install python3-venv), or point PLAYMAT_PYTHON at another Python 3.11+."
    fi
  fi

  # 2. Debian packages.
  if [ -n "${PLAYMAT_SKIP_APT:-}" ]; then
    :
  elif _pm_is_debian; then
    _pm_apt_install "${packages[@]}"
  elif [ ! -e "$_PM_STAMP" ]; then
    _pm_say "not a Debian system: make sure Qt's system libraries (EGL, OpenGL, xkbcommon, fontconfig, D-Bus," \
      "GLib) and the zbar library are installed."
  fi
  if [ "$need_python" = 1 ] && ! _pm_python_ok "$py"; then
    _pm_die "Playmat needs Python 3.11 or newer; the system's python3 is $(_pm_python_version "$py")." \
      "Point PLAYMAT_PYTHON at a Python 3.11+."
  fi

  # 3. The virtual environment, inside the checkout.
  if [ "$venv_ok" = 0 ]; then
    if [ -e "$PLAYMAT_VENV" ]; then
      _pm_say "recreating .venv (its Python is missing or older than 3.11)"
      rm -rf "$PLAYMAT_VENV"
    fi
    _pm_say "creating .venv with $("$py" -V 2>&1)"
    "$py" -m venv "$PLAYMAT_VENV" >&2 || _pm_die "'$py -m venv .venv' failed (see above)."
  fi

  # 4. Python packages, whenever the packaging files changed.
  local want have=""
  want="$(cd "$PLAYMAT_ROOT" && _pm_sha256 pyproject.toml setup.py)" || _pm_die "cannot read pyproject.toml"
  [ -r "$_PM_STAMP" ] && have="$(cat "$_PM_STAMP")"
  if [ "$want" != "$have" ]; then
    _pm_say "installing Playmat and its Python packages into .venv (the first time: ~0.5 GB, about a minute)"
    rm -f "$_PM_STAMP"
    if ! (cd "$PLAYMAT_ROOT" && "$PLAYMAT_VENV/bin/python" -m pip install -q --disable-pip-version-check -e ".[test]" >&2); then
      _pm_die "pip could not install Playmat's Python packages (its messages are above)." \
        "Is this machine offline, or behind a proxy? pip reads HTTPS_PROXY / PIP_INDEX_URL;" \
        "set them and run this again."
    fi
    printf '%s\n' "$want" >"$_PM_STAMP"
  fi

  # 5. The translations, whenever a source is newer than its compiled file.
  local ts stale=0
  for ts in "$PLAYMAT_ROOT"/assets/i18n/*.ts; do
    [ -e "$ts" ] || continue
    [ "${ts%.ts}.qm" -nt "$ts" ] || stale=1
  done
  if [ "$stale" = 1 ]; then
    (cd "$PLAYMAT_ROOT" && "$PLAYMAT_VENV/bin/python" -m desktop.i18n_build build) \
      || _pm_die "the translations (assets/i18n) could not be compiled (see above)."
  fi
}

#!/usr/bin/env bash
# Install or update Playmat's application folder on a Linux machine, as root.
#
#   installer/linux/install.sh [APP_DIR]           the application, its command, desktop entry and icon
#   installer/linux/install.sh --kiosk [APP_DIR]   the same, plus the kiosk user and the systemd unit
#
# APP_DIR is the folder built by `python installer/build.py` (default: dist/playmat
# beside this checkout). It is copied to /opt/playmat (replaced whole on an
# update, so no file of an older version is left), linked as
# /usr/local/bin/playmat; the desktop entry, its AppStream metadata and the icon
# go under /usr/local/share, and the sensor mat's udev rule (its serial port for
# the group dialout and the person at the screen) under /etc/udev/rules.d.
# With --kiosk, the user `kiosk` is created if missing, KIOSK.md is copied to
# /opt/playmat, and playmat.service is installed and enabled (restarted if it
# was running). DESTDIR=/some/folder stages everything there instead (no
# user, no systemctl).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

kiosk=0
if [ "${1:-}" = --kiosk ]; then
  kiosk=1
  shift
fi
app="${1:-$root/dist/playmat}"
dest="${DESTDIR:-}"
opt="$dest/opt/playmat"
#: the desktop entry's file name and the AppStream id
app_id="io.github.playmat.Playmat"

die() { printf 'install: %s\n' "$*" >&2; exit 1; }
[ -x "$app/playmat" ] || die "$app/playmat not found: build it first with 'python installer/build.py'"
[ -n "$dest" ] || [ "$(id -u)" -eq 0 ] || die "run this as root (or set DESTDIR to stage the files)"

# The new folder is copied beside the old one, then swapped in.
mkdir -p "$dest/opt"
rm -rf "$opt.new" "$opt.old"
cp -a "$app" "$opt.new"
[ "$kiosk" = 0 ] || cp "$here/KIOSK.md" "$opt.new/KIOSK.md"
[ ! -e "$opt" ] || mv "$opt" "$opt.old"
mv "$opt.new" "$opt"
rm -rf "$opt.old"

install -d "$dest/usr/local/bin" "$dest/usr/local/share/applications" "$dest/usr/local/share/icons/hicolor/scalable/apps" \
  "$dest/usr/local/share/metainfo" "$dest/etc/udev/rules.d"
ln -sfn /opt/playmat/playmat "$dest/usr/local/bin/playmat"
rm -f "$dest/usr/local/share/applications/playmat.desktop"  # the entry's name before it took the application id
install -m 644 "$here/$app_id.desktop" "$dest/usr/local/share/applications/$app_id.desktop"
install -m 644 "$here/$app_id.metainfo.xml" "$dest/usr/local/share/metainfo/$app_id.metainfo.xml"
install -m 644 "$here/60-playmat-mat.rules" "$dest/etc/udev/rules.d/60-playmat-mat.rules"
install -m 644 "$root/assets/icons/playmat.svg" "$dest/usr/local/share/icons/hicolor/scalable/apps/playmat.svg"
printf 'install: Playmat %s is in %s\n' "$("$opt/playmat" --version | cut -d' ' -f2)" "$opt"

[ "$kiosk" = 1 ] || exit 0
install -d "$dest/etc/systemd/system"
install -m 644 "$here/playmat.service" "$dest/etc/systemd/system/playmat.service"
if [ -n "$dest" ]; then
  printf 'install: staged in %s: create the user kiosk and enable playmat.service on the target\n' "$dest"
  exit 0
fi
if ! id kiosk >/dev/null 2>&1; then
  groups=""
  for g in video input render dialout; do
    getent group "$g" >/dev/null && groups="${groups:+$groups,}$g"
  done
  useradd --create-home --shell /usr/sbin/nologin ${groups:+--groups "$groups"} kiosk
fi
systemctl daemon-reload
systemctl enable playmat.service
systemctl set-default graphical.target >/dev/null
if systemctl is-active --quiet playmat.service; then
  systemctl restart playmat.service
  printf 'install: playmat.service restarted with the new version\n'
else
  printf 'install: playmat.service is enabled; start it with: systemctl start playmat.service\n'
fi

"""Static checks of the installer files: fast, nothing is built."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
#: the application id: the desktop entry's file name and the AppStream id
APP_ID = "io.github.playmat.Playmat"


def unit_sections(path: Path) -> dict[str, dict[str, list[str]]]:
    """A systemd unit file as {section: {key: [values]}} (keys may repeat)."""
    sections: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] | None = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
            continue
        assert current is not None, f"{path}: {raw!r} is outside any section"
        key, sep, value = line.partition("=")
        assert sep, f"{path}: {raw!r} is not KEY=VALUE"
        current.setdefault(key.strip(), []).append(value.strip())
    return sections


def seconds(value: str) -> float:
    """A systemd time span (``30``, ``30s``, ``2min``, ``500ms``) in seconds."""
    units = {"": 1.0, "s": 1.0, "sec": 1.0, "ms": 0.001, "m": 60.0, "min": 60.0, "h": 3600.0}
    match = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([a-z]*)", value)
    assert match and match.group(2) in units, f"not a time span: {value!r}"
    return float(match.group(1)) * units[match.group(2)]


@pytest.fixture(scope="module")
def service() -> dict[str, dict[str, list[str]]]:
    return unit_sections(INSTALLER / "linux" / "playmat.service")


def test_the_service_restarts_whatever_happens_and_never_gives_up(service: dict[str, dict[str, list[str]]]) -> None:
    assert service["Service"]["Restart"] == ["always"]
    assert seconds(service["Service"]["RestartSec"][-1]) > 0
    # The start rate limit is a [Unit] setting since systemd 230.
    assert service["Unit"]["StartLimitIntervalSec"] == ["0"]


def test_the_service_has_a_watchdog_that_playmat_notifies(service: dict[str, dict[str, list[str]]]) -> None:
    s = service["Service"]
    assert s["Type"] == ["notify"]
    assert seconds(s["WatchdogSec"][-1]) >= 2  # Playmat pings at half of it from its event loop
    # cage is the main process; the notifications come from Playmat, its child.
    assert s["NotifyAccess"] == ["all"]


def test_the_service_runs_the_installed_folder_in_cage_on_a_tty(service: dict[str, dict[str, list[str]]]) -> None:
    s = service["Service"]
    command = s["ExecStart"][-1].split()
    assert command[0] == "/usr/bin/cage"
    assert "/opt/playmat/playmat" in command
    assert "-s" not in command  # no VT switching out of the kiosk
    assert s["TTYPath"] == ["/dev/tty1"] and s["PAMName"] and s["User"]
    assert "QT_QPA_PLATFORM=xcb" in s["Environment"]
    assert service["Install"]["WantedBy"] == ["graphical.target"]


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_finds_nothing_wrong_but_the_missing_cage(tmp_path: Path) -> None:
    unit = tmp_path / "playmat.service"
    unit.write_text((INSTALLER / "linux" / "playmat.service").read_text(encoding="utf-8"), encoding="utf-8")
    result = subprocess.run(
        ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60, check=False
    )
    problems = [
        line for line in (result.stdout + result.stderr).splitlines() if line.strip() and "/usr/bin/cage" not in line
    ]
    assert problems == []


def desktop_entry(path: Path) -> dict[str, str]:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
    assert lines[0] == "[Desktop Entry]"
    assert all(not ln.startswith("[") for ln in lines[1:]), "only the [Desktop Entry] group is expected"
    return dict(ln.split("=", 1) for ln in lines[1:])


def test_there_is_one_desktop_entry() -> None:
    assert sorted(p.relative_to(INSTALLER).as_posix() for p in INSTALLER.rglob("*.desktop")) == [
        f"linux/{APP_ID}.desktop"
    ]


def test_the_desktop_entry_is_valid() -> None:
    path = INSTALLER / "linux" / f"{APP_ID}.desktop"
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True, check=False)
        assert result.returncode == 0 and result.stdout.strip() == "", result.stdout
    entry = desktop_entry(path)
    for key in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert entry.get(key), f"{key} is missing"
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "playmat"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    # Icon=playmat is assets/icons/playmat.svg, installed under that name.
    assert (ROOT / "assets" / "icons" / f"{entry['Icon']}.svg").is_file()


def test_the_appstream_metadata_names_the_desktop_entry_and_the_license() -> None:
    path = INSTALLER / "linux" / f"{APP_ID}.metainfo.xml"
    if shutil.which("appstreamcli"):
        result = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    root = ET.parse(path).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert (INSTALLER / "linux" / f"{APP_ID}.desktop").is_file()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert root.findtext("project_license") == project["license"] == "Apache-2.0"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").lstrip().startswith("Apache License")
    assert root.findtext("name") == "Playmat" and root.findtext("summary")
    from engine import __version__

    assert next(r.get("version") for r in root.iter("release")) == __version__


def test_the_udev_rule_gives_the_mats_serial_port_to_dialout_and_the_seated_user() -> None:
    rules = [
        ln
        for ln in (INSTALLER / "linux" / "60-playmat-mat.rules").read_text(encoding="utf-8").splitlines()
        if ln.strip() and not ln.startswith("#")
    ]
    assert rules
    for rule in rules:
        keys = dict(re.findall(r'([A-Za-z{}]+)\+?=+"([^"]*)"', rule))
        assert keys.get("SUBSYSTEM") == "tty" and re.fullmatch(r"[0-9a-f]{4}", keys.get("ATTRS{idVendor}", ""))
        assert keys.get("GROUP") == "dialout" and keys.get("MODE") == "0660" and 'TAG+="uaccess"' in rule
    install = (INSTALLER / "linux" / "install.sh").read_text(encoding="utf-8")
    assert "60-playmat-mat.rules" in install and "dialout" in install


def test_install_sh_stages_the_application_entry_metadata_icon_and_udev_rule(tmp_path: Path) -> None:
    """install.sh with DESTDIR (no root, no systemctl) on a stand-in application folder."""
    app = tmp_path / "app"
    app.mkdir()
    (app / "playmat").write_text("#!/bin/sh\necho 'playmat 0.1.0'\n", encoding="utf-8")
    (app / "playmat").chmod(0o755)
    stage = tmp_path / "stage"
    old_entry = stage / "usr/local/share/applications/playmat.desktop"
    old_entry.parent.mkdir(parents=True)
    old_entry.write_text("[Desktop Entry]\n", encoding="utf-8")
    env = {"PATH": "/usr/bin:/bin", "DESTDIR": str(stage)}
    result = subprocess.run(
        ["bash", str(INSTALLER / "linux" / "install.sh"), str(app)], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    for path in (
        "opt/playmat/playmat",
        f"usr/local/share/applications/{APP_ID}.desktop",
        f"usr/local/share/metainfo/{APP_ID}.metainfo.xml",
        "usr/local/share/icons/hicolor/scalable/apps/playmat.svg",
        "etc/udev/rules.d/60-playmat-mat.rules",
    ):
        assert (stage / path).is_file(), path
    assert (stage / "usr/local/bin/playmat").is_symlink()
    assert not old_entry.exists()  # the entry of the old name is gone


def test_the_version_has_one_source() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "engine.__version__"}


def iss_sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if re.fullmatch(r"\[[A-Za-z]+\]", line):
            current = sections.setdefault(line[1:-1], [])
        elif current is not None:
            current.append(line)
    return sections


def test_the_inno_setup_script_installs_the_folder_with_a_start_menu_entry_and_an_uninstaller() -> None:
    text = (INSTALLER / "windows" / "playmat.iss").read_text(encoding="utf-8")
    sections = iss_sections(text)
    for name in ("Setup", "Files", "Icons", "InstallDelete", "Run", "UninstallDelete"):
        assert name in sections, f"[{name}] is missing"
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    for key in ("AppName", "AppVersion", "DefaultDirName", "DefaultGroupName", "UninstallDisplayIcon", "OutputDir"):
        assert setup.get(key), f"[Setup] {key} is missing"
    assert setup["AppVersion"] == "{#AppVersion}"
    assert any(r"\dist\playmat\*" in line and "recursesubdirs" in line for line in sections["Files"])
    icons = "\n".join(sections["Icons"])
    assert r'"{group}\Playmat"' in icons and r"{app}\{#AppExe}" in icons
    assert '"{uninstallexe}"' in icons
    assert "#error" in text  # a build without /DAppVersion fails instead of guessing


def test_the_windows_build_script_runs_build_py_then_inno_setup() -> None:
    text = (INSTALLER / "windows" / "build.ps1").read_text(encoding="utf-8")
    assert r"installer\build.py" in text
    assert "ISCC.exe" in text and r"installer\windows\playmat.iss" in text
    assert "/DAppVersion=" in text
    assert "pyinstaller" in text.lower()


def test_the_spec_builds_the_playmat_command_with_its_assets() -> None:
    text = (INSTALLER / "playmat.spec").read_text(encoding="utf-8")
    assert '"launcher.py"' in text and 'name="playmat"' in text
    assert '(str(ROOT / "assets"), "assets")' in text
    assert "exclude_binaries=True" in text  # one folder, not one file
    launcher = (INSTALLER / "launcher.py").read_text(encoding="utf-8")
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    module, func = scripts["playmat"].split(":")
    assert f"from {module} import {func}" in launcher


def test_only_the_qt_plugins_playmat_uses_are_kept() -> None:
    import runpy

    qt = runpy.run_path(str(INSTALLER / "hooks" / "qt_filter.py"))
    kept = qt["plugin_kept"]
    plugins = "PySide6/Qt/plugins"
    assert kept(f"{plugins}/platforms", "/x/libqxcb.so")
    assert kept(f"{plugins}/platforms", "/x/libqoffscreen.so")
    assert kept(r"PySide6\plugins\platforms", r"C:\x\qwindows.dll")
    assert kept(f"{plugins}/imageformats", "/x/libqsvg.so")
    assert kept(f"{plugins}/xcbglintegrations", "/x/libqxcb-glx-integration.so")
    assert not kept(f"{plugins}/platforms", "/x/libqwayland.so")
    assert not kept(f"{plugins}/platforms", "/x/libqeglfs.so")
    assert not kept(f"{plugins}/platformthemes", "/x/libqgtk3.so")
    assert not kept(f"{plugins}/wayland-shell-integration", "/x/libxdg-shell.so")
    assert not kept(f"{plugins}/imageformats", "/x/libqpdf.so")
    assert kept("PySide6/Qt/lib", "/x/libQt6Core.so.6")  # not a plugin


def test_the_kiosk_guides_cover_what_they_must() -> None:
    linux = (INSTALLER / "linux" / "KIOSK.md").read_text(encoding="utf-8")
    for word in ("cage", "PAMName", "StartLimitIntervalSec=0", "WatchdogSec", "journalctl", "playmat.log", "Update"):
        assert word in linux, word
    windows = (INSTALLER / "windows" / "KIOSK.md").read_text(encoding="utf-8")
    for word in ("Shell Launcher", 'V2:AppType="Desktop"', "RestartShell", "UWP", "Edge", "Autologon"):
        assert word in windows, word

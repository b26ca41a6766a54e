"""The settings file is its user's alone: mode 0600, in a folder made 0700
(a kiosk keeps the hash of its staff PIN there)."""

from __future__ import annotations

import stat
from pathlib import Path

from PySide6.QtCore import QSettings

from desktop.settings import Settings


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def open_settings(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_a_new_settings_file_and_its_folder_are_private(tmp_path: Path) -> None:
    path = tmp_path / "config" / "Playmat" / "Playmat.conf"
    settings = open_settings(path)
    settings.card_width = 130
    settings.sync()
    assert "130" in path.read_text()
    assert mode(path) == 0o600 and mode(path.parent) == 0o700


def test_settings_written_later_by_qt_stay_private(tmp_path: Path) -> None:
    path = tmp_path / "Playmat.conf"
    settings = open_settings(path)
    settings.card_width = 95
    settings.store.sync()  # Qt's own write, as when the application quits
    assert "95" in path.read_text() and mode(path) == 0o600


def test_a_settings_file_readable_by_others_is_made_private(tmp_path: Path) -> None:
    path = tmp_path / "Playmat.conf"
    path.write_text("[view]\ncard_width=80\n", encoding="utf-8")
    path.chmod(0o644)
    tmp_path.chmod(0o755)
    settings = open_settings(path)
    assert mode(path) == 0o600  # before anything is written to it
    assert settings.card_width == 80
    path.chmod(0o644)
    settings.sync()
    assert mode(path) == 0o600
    assert mode(tmp_path) == 0o755  # a folder Playmat did not make is left as it is


def test_the_default_settings_file_is_private(tmp_path: Path) -> None:
    home = tmp_path / "xdg"
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(home))
    try:
        settings = Settings()
        settings.sound = False
        settings.sync()
        path = Path(settings.store.fileName())
    finally:
        QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(Path.home() / ".config"))
    assert path.is_relative_to(home) and path.name == "Playmat.conf"
    assert mode(path) == 0o600 and mode(path.parent) == 0o700

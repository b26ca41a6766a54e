"""Window tests: real windows on real engine matches, never a modal dialog.

Every QMessageBox shortcut (critical, warning, ...) is replaced by a recorder:
a test that expects a dialog takes the ``dialogs`` fixture, checks it and
clears it; any dialog left over fails the test instead of hanging the run.
Settings and saved games go to a temporary folder per test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from desktop import saves
from desktop.bridge import QtGameModel
from desktop.main_window import QtMainWindow
from desktop.session import GameSetup, ruleset_choices
from desktop.settings import Settings


@pytest.fixture(autouse=True)
def no_flush(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are not flushed to the disk (milliseconds a move); the
    durability tests of test_saves.py turn flushing back on."""
    monkeypatch.setattr(saves, "FLUSH", False)


@pytest.fixture(autouse=True)
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    shown: list[str] = []

    def record(parent: QWidget | None, title: str, text: str, *_: object, **__: object) -> QMessageBox.StandardButton:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    for name in ("critical", "warning", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, record)
    yield shown
    assert shown == [], f"unexpected dialog(s): {shown}"


@pytest.fixture
def state(tmp_path: Path) -> Path:
    """The state folder of the window under test (saved games)."""
    folder = tmp_path / "state"
    folder.mkdir()
    return folder


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """No pause on revealed cards (a test that wants one sets it); English."""
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.reveal_pause = 0.0
    s.language = "en"
    return s


OpenWindow = Callable[..., QtMainWindow]


@pytest.fixture
def open_window(qtbot: QtBot, state: Path, settings: Settings) -> OpenWindow:
    """Opens the real main window (closed by pytest-qt after the test)."""

    def make(**kw: object) -> QtMainWindow:
        model = QtGameModel(kw.pop("state_dir", state), **kw)  # type: ignore[arg-type]
        window = QtMainWindow(model, ruleset_choices(), settings)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def game_window(open_window: OpenWindow) -> Callable[..., QtMainWindow]:
    """A window with a game started (without the start screen)."""

    def make(ruleset_id: str, mode: str = "goldfish", seed: int = 1, **kw: object) -> QtMainWindow:
        window = open_window()
        assert window.start_game(GameSetup(ruleset_id, mode, (), seed, str(kw.get("opponent", "passive"))))
        return window

    return make

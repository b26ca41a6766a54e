"""The window when ``games/`` holds files that are not saved games (pytest-qt)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.session import GOLDFISH, GameSetup, Session, autosave_path
from engine.bots import RandomBot
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import click
from tests.desktop.test_saves import BAD_FILES, make_bad_files

pytestmark = pytest.mark.gui


@pytest.mark.timeout(60)
def test_bad_files_in_games_leave_the_start_screen_working_and_are_named(
    qtbot: QtBot, open_window: OpenWindow, state: Path, caplog: pytest.LogCaptureFixture
) -> None:
    good = Session.start(GameSetup("vanguard", GOLDFISH, seed=1), autosave_path(state, "vanguard", GOLDFISH))
    you = RandomBot(1)
    for _ in range(3):
        good.run_bots(1.0)
        good.answer(you.choose(good.decision))  # type: ignore[arg-type]
    good.close()
    bad = make_bad_files(state, list(BAD_FILES))
    caplog.set_level(logging.WARNING, "desktop.session")
    window = open_window()
    screen = window.start_screen
    assert screen.recent.count() == 1 and screen.recent.item(0).data(Qt.ItemDataRole.UserRole) == str(good.autosave)
    lines = screen.skipped.text().splitlines()
    assert screen.skipped.isVisible() and lines[0] == "Not listed, not a saved game Playmat can read:"
    assert len(lines) == 5 and lines[-1] == f"… and {len(bad) - 3} more (see the log)"
    assert all(any(line.startswith(f"{p}:") for p in bad) for line in lines[1:4])
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert all(f"not listed: {p}:" in logged for p in bad)
    click(qtbot, screen.resume_button)
    assert window.in_game and window.model.match.answers == good.match.answers

"""F1 shows a one-minute primer of the game on the table beside the keys (#23.9)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from engine import registry
from engine.paths import primer_path

GameWindow = Callable[..., QtMainWindow]

#: what each primer must say: how the game is won, with its rule
WINS = {
    "vanguard": "6 cards in their damage zone",
    "weiss": "level 4",
    "dbscg": "Life Area is empty",
    "systemgate": "no Life left",
}


@pytest.mark.parametrize("rid", registry.ids())
def test_f1_shows_the_primer_of_the_game_being_played(qtbot: QtBot, game_window: GameWindow, rid: str) -> None:
    window = game_window(rid, "goldfish")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.help.isVisible() and window.help.primer_area.isVisible()
    game = registry.get(rid).game
    primer = window.help.primer.text()
    assert WINS[game] in primer and "in one minute" in primer
    assert "<b>F1" in window.help.text.text()  # the keys beside it
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert not window.help.isVisible()


def test_every_game_has_a_primer_naming_its_rules() -> None:
    for game in {registry.get(r).game for r in registry.ids()}:
        path = primer_path(game)
        assert path is not None, game
        assert any(tag in path.read_text(encoding="utf-8") for tag in ("VG ", "WS ", "DBS ", "SG ")), game

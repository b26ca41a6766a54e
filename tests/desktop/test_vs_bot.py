"""The start screen's "Against a bot" mode, by clicks: the bot plays its
turns (its cards reach its side of the mat), and the player may undo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from desktop.session import EASY, GOLDFISH, NORMAL, VSBOT
from engine.bots import EasyBot, RandomBot
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import answer_by_clicks, click


def test_against_a_bot_is_chosen_on_the_start_screen_and_the_bot_plays(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window()
    screen = window.start_screen
    screen.game_box.setCurrentIndex(screen.game_box.findData("vanguard"))
    radio = screen.mode_buttons[VSBOT]
    # on its circle: a radio button reacts only to a click on its circle or words
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))
    assert screen.mode() == VSBOT
    screen.seed_edit.setText("11")
    click(qtbot, screen.start_button)
    s = window.model.session
    assert s is not None and s.mode == VSBOT and s.humans == {0}
    you = RandomBot(11)
    circles = ("RC_FL", "RC_FR", "RC_BL", "RC_BC", "RC_BR")

    def bot_called() -> bool:
        view = window.model.session.match.view(0)  # type: ignore[union-attr]
        return any(view.zone(f"p1.{z}").cards for z in circles)

    # play until the bot has called a rear-guard (a passive opponent never does)
    for _ in range(400):
        qtbot.waitUntil(lambda: window.model.session.over or window.model.session.human_to_decide(), timeout=20000)  # type: ignore[union-attr]
        d = window.model.decision
        if d is None or bot_called():
            break
        answer_by_clicks(qtbot, window, tuple(you.choose(d)))
    assert bot_called()
    answers = len(window.model.session.match.answers)  # type: ignore[union-attr]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(window.model.session.match.answers) < answers, timeout=5000)  # type: ignore[union-attr]


def test_the_bots_strength_is_chosen_beside_against_a_bot_and_remembered(qtbot: QtBot, open_window: OpenWindow) -> None:
    """The strength box is used only against a bot; the game starts with the
    easy bot when "Easy" is chosen, and the start screen offers it again."""
    window = open_window()
    screen = window.start_screen
    screen.game_box.setCurrentIndex(screen.game_box.findData("weiss"))
    screen.mode_buttons[GOLDFISH].setChecked(True)
    assert not screen.strength_box.isEnabled()
    screen.mode_buttons[VSBOT].setChecked(True)
    assert screen.strength_box.isEnabled() and screen.strength() == NORMAL
    screen.strength_box.setCurrentIndex(screen.strength_box.findData(EASY))
    assert screen.strength_box.currentText().startswith("Easy")
    screen.seed_edit.setText("4")
    click(qtbot, screen.start_button)
    s = window.model.session
    assert s is not None and s.opponent == EASY and isinstance(s.bots[1], EasyBot)
    assert window.settings.bot_strength == EASY
    again = open_window()
    assert again.start_screen.strength() == EASY

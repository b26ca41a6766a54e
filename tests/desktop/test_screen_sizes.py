"""Small and large screens: the window fits a 1024 x 600 screen (the start
button inside it, cards in play at least 40 px wide on the mat) and uses a
1920 x 1080 one (the board and the hand grow with it) (pytest-qt)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from desktop.app import WINDOW_SIZE
from desktop.main_window import QtMainWindow
from desktop.mat_view import QtCardsView
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import click, play_by_clicks
from tests.desktop.test_app import run_app

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")


def resize(qtbot: QtBot, window: QtMainWindow, w: int, h: int) -> None:
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size().toTuple() == (w, h))
    qtbot.wait(20)


def widths(view: QtCardsView, kinds: tuple[str, ...] = ()) -> list[float]:
    """On-screen widths of the view's cards (on the mat: of zones of ``kinds``)."""
    scale = view.transform().m11()
    zones = getattr(view, "zones", {})
    return [
        item.width * scale
        for item in view.cards.values()
        if not kinds or (item.zone in zones and zones[item.zone].area.kind in kinds)
    ]


def test_the_start_button_is_inside_a_1024_by_600_window(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window()
    resize(qtbot, window, 1024, 600)
    assert window.minimumSizeHint().width() <= 1024 and window.minimumSizeHint().height() <= 600
    button = window.start_screen.start_button
    where = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
    assert button.isVisible() and window.rect().contains(where), where
    click(qtbot, button)
    assert window.in_game


@pytest.mark.parametrize("game", GAMES)
def test_cards_on_the_mat_are_40_px_on_a_small_screen_and_grow_on_a_large_one(
    qtbot: QtBot, game_window: GameWindow, game: str
) -> None:
    window = game_window(game, seed=3)
    mat, hand = window.mat, window.hand

    def ready() -> bool:
        view = window.model.view()
        return view is not None and view.turn >= 3 and len(hand.cards) >= 2 and bool(widths(mat, ("slot",)))

    play_by_clicks(qtbot, window, seed=3, max_answers=400, stop=ready)
    assert ready()

    resize(qtbot, window, 1280, 800)
    middle = min(widths(mat, ("slot", "pile"))), min(widths(hand))

    resize(qtbot, window, 1024, 600)
    assert mat.compact
    in_play = widths(mat, ("slot",))
    assert in_play and min(in_play) >= 40, in_play
    assert min(widths(mat)) >= 26
    assert min(widths(hand)) >= 40
    # the whole mat is on screen, and the prompt keeps room for its choices
    assert mat.viewport().rect().contains(mat.mapFromScene(mat.sceneRect()).boundingRect().adjusted(1, 1, -1, -1))
    assert window.prompt.height() >= 150

    resize(qtbot, window, 1920, 1080)
    assert not mat.compact
    assert min(widths(mat, ("slot", "pile"))) >= 1.3 * middle[0]
    assert min(widths(hand)) >= 1.3 * middle[1]
    assert mat.height() >= 800 and hand.height() >= 190


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed (Debian package xvfb)")
@pytest.mark.parametrize("screen", [(1024, 600), (1920, 1080)])
def test_the_window_opens_to_fit_a_small_screen_and_to_use_a_large_one(tmp_path: Path, screen: tuple[int, int]) -> None:
    """Under a real X server of that size (no window manager: the picture is the window)."""
    shot = tmp_path / "start.png"
    wrapper = ("xvfb-run", "-a", "-s", f"-screen 0 {screen[0]}x{screen[1]}x24")
    result = run_app(str(shot), "weiss", "3", "goldfish", env={"QT_QPA_PLATFORM": "xcb"}, wrapper=wrapper)
    assert result.returncode == 0, result.stderr
    size = QImage(str(shot)).size().toTuple()
    if screen[0] < WINDOW_SIZE[0]:
        assert size == screen
    else:
        assert WINDOW_SIZE[0] < size[0] <= screen[0] and WINDOW_SIZE[1] < size[1] <= screen[1]

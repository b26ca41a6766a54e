"""Card pictures (#25): a picture the player puts in the game's image folder,
by card id, is shown on the card in the hand and on the mat and in the zoom;
a file that is not a picture leaves the drawn face."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from desktop.card_images import card_images
from desktop.card_item import CardItem
from desktop.main_window import QtMainWindow
from tests.desktop.driving import play_by_clicks

GameWindow = Callable[..., QtMainWindow]

RED = QColor(200, 30, 40)


def _picture_folder(game: str) -> Path:
    folder = Path(os.environ["XDG_DATA_HOME"]) / "playmat" / "images" / game
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _render(item: CardItem) -> QImage:
    img = QImage(200, 280, QImage.Format.Format_ARGB32)
    img.fill(0)
    painter = QPainter(img)
    painter.scale(200 / item.width, 200 / item.width)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return img


def test_a_cards_picture_replaces_its_drawn_face_in_hand_and_zoom(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("vanguard", "goldfish", seed=1)
    play_by_clicks(qtbot, window, seed=1, max_answers=30, stop=lambda: bool(window.hand.cards))
    item = next(iter(window.hand.cards.values()))
    card_id = item.card.card_id
    assert card_id
    before = _render(item).pixelColor(100, 110)
    picture = QImage(63, 88, QImage.Format.Format_RGB32)
    picture.fill(RED)
    assert picture.save(str(_picture_folder("vanguard") / f"{card_id}.png"))
    (_picture_folder("vanguard") / "PMV1-999.png").write_text("not a picture")
    card_images().rescan("vanguard")
    _render(item)  # asks for the picture: read on a worker
    card_images().wait()
    qtbot.waitUntil(lambda: _render(item).pixelColor(100, 110) == RED, timeout=5000)
    assert before != RED
    window.model.focus_changed.emit(item.card)
    qtbot.waitUntil(lambda: window.zoom.picture.isVisible(), timeout=5000)
    assert window.zoom.picture.pixmap().toImage().pixelColor(10, 10) == RED
    # a file that is not a picture: the drawn face, and no error
    assert card_images().image("vanguard", "PMV1-999", 100) is None
    card_images().wait()
    qtbot.wait(20)
    assert card_images().image("vanguard", "PMV1-999", 100) is None
    card_images().rescan()

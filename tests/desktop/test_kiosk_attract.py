"""The kiosk's attract loop as a passer-by sees it (#23.10): the board is
never covered, and what just happened reads in the players' words."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QRect
from pytestqt.qtbot import QtBot

from desktop.prompt_panel import tap_pixels
from tests.desktop.driving import click
from tests.desktop.test_kiosk import MakeKiosk, kiosk_settings, make_kiosk  # noqa: F401 - fixtures

RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(?:RC|VC|GC)(?:_[A-Z]+)?\b| / ")


def test_the_attract_panel_leaves_the_whole_board_in_sight(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:  # noqa: F811
    kiosk = make_kiosk(games=("vanguard",), step_ms=0)
    w = kiosk.window
    pages = w.pages
    qtbot.waitUntil(lambda: w.model.session is not None and len(w.model.session.match.answers) > 30, timeout=20_000)
    assert kiosk.attract.isVisible()
    panel = kiosk.attract.geometry()
    for board in (w.mat, w.hand):
        r = QRect(board.mapTo(pages, QPoint(0, 0)), board.size())
        assert not panel.intersects(r), (board.objectName(), panel, r)
    assert kiosk.attract.play_button.isVisible()


def test_attract_captions_tell_the_game_in_the_players_words(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:  # noqa: F811
    kiosk = make_kiosk(games=("weiss",), step_ms=0)
    w = kiosk.window
    seen: list[str] = []

    def enough() -> bool:
        text = kiosk.attract.caption.text()
        if text and (not seen or seen[-1] != text):
            seen.append(text)
        return len(seen) > 40

    qtbot.waitUntil(enough, timeout=30_000)
    raw = sorted({x for t in seen for x in RAW.findall(t)})
    assert raw == [], raw
    # the answers' bookkeeping ("Player 1: Main phase: ... → ...") is not told
    assert not any(": Main phase:" in t for t in seen)
    assert w.model.session is not None


KEYS = re.compile(r"\b(Enter|Space|Ctrl|Esc|F1|drag|click)\b", re.IGNORECASE)


def test_a_visitor_reads_no_key_and_every_button_is_a_fingertip_high(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:  # noqa: F811
    """#23.10: on the kiosk's touch screen no text names a key or a mouse
    action, and the prompt's buttons are at least 9 mm high."""
    kiosk = make_kiosk(games=("vanguard",), step_ms=0)
    w = kiosk.window
    qtbot.waitUntil(lambda: w.model.session is not None and len(w.model.session.match.answers) > 5, timeout=20_000)
    assert not KEYS.search(w.prompt.hint.text()), w.prompt.hint.text()  # the attract game (bots)
    click(qtbot, kiosk.attract.play_button)
    qtbot.waitUntil(lambda: w.model.decision is not None and w.model.decision.player == 0, timeout=20_000)
    least = tap_pixels(w.prompt)
    dpi = w.prompt.screen().physicalDotsPerInchY()
    assert least >= 44 and (not 50 <= dpi <= 600 or least >= 9 * dpi / 25.4 - 1)
    shown = [b for b in w.prompt.buttons.values() if b.isVisible()]
    assert shown and all(b.height() >= least for b in shown)
    for text in (w.prompt.hint.text(), kiosk.hint.text.text()):
        assert not KEYS.search(text), text

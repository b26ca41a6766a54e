"""The totals that decide a game, at a glance: each player's damage, level,
clock, stock, life and energy (active and rested), hand and deck, told
beside their side of the mat and in the counters lines; rows and fanned
piles whose cards can be read; every zone label whole (pytest-qt, a real
window played by clicks at 1280 x 800)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from desktop.card_item import CardItem
from desktop.main_window import QtMainWindow
from desktop.mat_view import QtMatView
from tests.desktop.driving import play_by_clicks

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]

#: the words of each game's totals, for every player
TOTALS = {
    "vanguard": ("Damage", "Hand", "Deck"),
    "weiss": ("Level", "Clock", "Stock", "Hand", "Deck"),
    "dbscg": ("Life", "Energy", "Hand", "Deck"),
    "systemgate": ("Life", "Energy", "Hand", "Deck"),
}


def on_screen(mat: QtMatView, item: CardItem) -> QRect:
    return mat.mapFromScene(item.mapToScene(item.boundingRect()).boundingRect()).boundingRect()


def count(window: QtMainWindow, key: str) -> int:
    view = window.model.view()
    assert view is not None
    return view.zone(key).count


#: a moment worth looking at in each game: cards in the rows and piles that fan
WANTED: dict[str, Callable[[QtMainWindow], bool]] = {
    "vanguard": lambda w: count(w, "p1.damage") >= 3,
    "weiss": lambda w: count(w, "p0.clock") >= 4,
    "dbscg": lambda w: count(w, "p0.energy") >= 3,
    "systemgate": lambda w: w.model.view() is not None and w.model.view().turn >= 6,  # type: ignore[union-attr]
}


@pytest.mark.parametrize("game", list(TOTALS))
def test_the_totals_rows_and_zone_labels_read_at_a_glance(qtbot: QtBot, game_window: GameWindow, game: str) -> None:
    window = game_window(game, seed=3)
    play_by_clicks(qtbot, window, seed=3, max_answers=600, stop=lambda: WANTED[game](window))
    assert WANTED[game](window), "the game never reached the moment to look at"
    mat = window.mat
    view = window.model.view()
    assert view is not None

    # Each player's totals beside their side of the mat, and in the counters lines.
    lines = window.counters.text().split("<br>")
    assert len(lines) == len(view.players)
    for p in view.players:
        shown = mat.totals[p.seat].text()
        assert shown.startswith(f"Player {p.seat + 1}")
        for word in TOTALS[game]:
            assert f"\n{word} " in shown, (word, shown)
            assert f"{word.lower()} " in lines[p.seat], (word, lines[p.seat])
        deck = view.zone(f"p{p.seat}.deck").count
        assert f"\nDeck {deck}" in shown
    if game == "dbscg":
        active, total = view.extras["energy"][0]
        assert f"Energy {total}: {active} active, {total - active} rested" in mat.totals[0].text()
    if game == "vanguard":
        assert f"Damage {view.extras['damage'][1]}" in mat.totals[1].text()
    # the totals lie beside the mat, never over a zone
    for item in mat.totals.values():
        box = item.sceneBoundingRect()
        assert not any(box.intersects(z.rect()) for z in mat.zones.values())
        assert mat.mapFromScene(box).boundingRect().height() <= mat.viewport().height()
        assert mat.viewport().rect().contains(mat.mapFromScene(box).boundingRect())

    # Every zone label whole, in a font of at least 7 px on screen.
    scale = mat.transform().m11()
    for zone in mat.zones.values():
        font, label = zone.fitted_label()
        assert not label.endswith("…"), label
        assert label == zone.area.label or zone.area.label.startswith(label + " (")
        assert font.pixelSize() * scale >= 7, (label, font.pixelSize() * scale)

    # Cards on the mat are drawn as big as their place (not shrunk by their
    # picture cache): a point near a face-up card's right edge is the card's.
    mat.viewport().repaint()
    picture = mat.viewport().grab().toImage()
    faces = [c for c in mat.cards.values() if c.card.name is not None and c.card.orientation == "stand"]
    assert faces
    for item in faces[:6]:
        top_left = mat.mapFromScene(item.mapToScene(0, 0))
        bottom_right = mat.mapFromScene(item.mapToScene(item.width, item.height))
        x = int(top_left.x() + 0.92 * (bottom_right.x() - top_left.x()))
        ys = [int(top_left.y() + f * (bottom_right.y() - top_left.y())) for f in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6)]
        if any(o is not item and o.sceneBoundingRect().contains(mat.mapToScene(x, ys[0])) for o in mat.cards.values()):
            continue
        assert max(QColor(picture.pixel(x, y)).lightness() for y in ys) > 180, (item.card.name, x, ys)

    # Rows (clock, energy) and fanned piles (damage): each card at least
    # two thirds of the common card size and 30 px wide, and the next card
    # leaves its name showing.
    common = max(c.width for c in mat.cards.values())
    for key, zone in mat.zones.items():
        cards = sorted((c for c in mat.cards.values() if c.zone == key), key=lambda c: (c.pos().x(), c.pos().y()))
        if zone.area.kind != "row" and len(cards) < 2:
            continue
        for item in cards:
            assert item.width >= common * 2 / 3, (key, item.width, common)
            assert on_screen(mat, item).width() >= 30, (key, on_screen(mat, item))
        for a, b in itertools.pairwise(cards):
            apart = max(abs(b.pos().x() - a.pos().x()) / a.width, abs(b.pos().y() - a.pos().y()) / a.height)
            assert apart >= 0.25, (key, apart)


def test_four_players_totals_lie_beyond_their_edges_and_leave_the_cards_big(
    qtbot: QtBot, game_window: GameWindow
) -> None:
    window = game_window("systemgate-tagteam", seed=3)
    play_by_clicks(qtbot, window, seed=3, max_answers=40)
    mat = window.mat
    view = window.model.view()
    assert view is not None and len(mat.totals) == 4
    shown = mat.mapFromScene(mat.sceneRect()).boundingRect()
    for seat, item in mat.totals.items():
        text = item.text()
        assert text.startswith(f"Player {seat + 1}") and "\n" not in text
        assert all(f"{word} " in text for word in TOTALS["systemgate"])
        box = item.sceneBoundingRect()
        assert not any(box.intersects(z.rect()) for z in mat.zones.values())
        assert shown.adjusted(-1, -1, 1, 1).contains(mat.mapFromScene(box).boundingRect())
    scale = mat.transform().m11()
    assert min(c.width * scale for c in mat.cards.values()) >= 45

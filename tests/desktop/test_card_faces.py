"""Drawn card faces: the emblem of a card's clan, colour or world behind its
name, drawn once per size and copied (#25)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from desktop import card_item, emblems
from desktop.card_item import BOX_H, BOX_W, CardItem
from desktop.deck_lists import card_view_of
from desktop.emblems import belongs_to, colour_of, emblem, forget_emblems, shape_of
from engine import registry
from engine.view import CardView


def face(card: CardView, game: str, width: int = 315) -> QImage:
    item = CardItem(card, "", float(width))
    item.game = game
    img = QImage(width, round(width * BOX_H / BOX_W), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    painter = QPainter(img)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return img


def mat_view(game: str, card_id: str) -> CardView:
    """A card as the mat's view gives it: numeric stats only."""
    card = registry.get(game).pool[card_id]
    stats = {k: v for k, v in card.stats.items() if isinstance(v, int)}
    return CardView(7, card.name, card.id, True, "stand", stats, card.text, card.type)


@pytest.mark.parametrize(
    ("game", "stat"), [("vanguard", "clan"), ("weiss", "color"), ("dbscg", "color"), ("systemgate", "planet")]
)
def test_a_card_belongs_to_its_clan_colour_or_world_even_when_the_mat_shows_numbers_only(
    qtbot: QtBot, game: str, stat: str
) -> None:
    pool = registry.get(game).pool
    card = next(c for c in pool.cards.values() if isinstance(c.stats.get(stat), str) and c.stats[stat])
    assert belongs_to(game, mat_view(game, card.id)) == str(card.stats[stat]).split("/")[0]
    assert belongs_to(game, card_view_of(card)) == str(card.stats[stat]).split("/")[0]
    # a card no list knows keeps the look of its set
    stranger = CardView(8, "Stranger", "ZZZ-001", True, "stand", {}, "", "unit")
    assert belongs_to(game, stranger) == "set ZZZ"


def test_each_clan_of_a_demo_game_has_its_own_emblem_and_frame() -> None:
    clans = sorted({str(c.stats["clan"]) for c in registry.get("vanguard").pool.cards.values() if c.stats.get("clan")})
    assert len(clans) >= 3
    looks = {(shape_of(emblems._stable(f"vanguard:{clan}")), colour_of(clan).name()) for clan in clans}
    assert len(looks) == len(clans)
    images = [emblem("vanguard", clan, 64) for clan in clans]
    assert len({bytes(img.constBits()) for img in images}) == len(clans)  # type: ignore[call-overload]
    assert colour_of("red") == QColor("#c0392b")


def test_an_emblem_is_drawn_once_per_size_and_copied_after(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    forget_emblems()
    drawn: list[int] = []
    real = emblems.draw_emblem

    def counting(painter: QPainter, seed: int, colour: QColor) -> None:
        drawn.append(seed)
        real(painter, seed, colour)

    monkeypatch.setattr(emblems, "draw_emblem", counting)
    card = card_view_of(next(iter(registry.get("weiss").pool.cards.values())))
    for _ in range(5):
        face(card, "weiss", 315)
    assert len(drawn) == 1
    face(card, "weiss", 120)  # another size: drawn once more
    assert len(drawn) == 2
    assert emblem("weiss", "red", 61) is emblem("weiss", "red", 64)  # sizes are rounded up to a step


def test_the_emblem_stays_behind_the_name_clear_of_the_stats(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The emblem sits in the name's part of the face; the type, the small
    stats and the big stat band below are drawn as if it were not there."""
    rs = registry.get("vanguard")
    card = card_view_of(rs.pool[sorted(rs.pool.cards)[0]])
    with_emblem = face(card, "vanguard")
    blank = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    blank.fill(0)
    monkeypatch.setattr(card_item, "emblem", lambda *_: blank)
    without = face(card, "vanguard")
    w, h = with_emblem.width(), with_emblem.height()
    below = round(h * 420 / BOX_H)  # the type's line begins at 420 (card_item._paint_face)
    differ = [(x, y) for y in range(h) for x in range(w) if with_emblem.pixel(x, y) != without.pixel(x, y)]
    assert differ, "no emblem drawn"
    assert max(y for _, y in differ) < below


def test_a_face_down_card_shows_no_emblem(qtbot: QtBot) -> None:
    forget_emblems()
    rs = registry.get("dbscg")
    card = card_view_of(rs.pool[sorted(rs.pool.cards)[0]])
    down = CardView(card.iid, card.name, card.card_id, False, "stand", dict(card.stats), card.text, card.type)
    item = CardItem(down, "p0.deck", 315.0, public=True)
    item.game = "dbscg"
    img = QImage(315, 440, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(img)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    assert not emblems._IMAGES

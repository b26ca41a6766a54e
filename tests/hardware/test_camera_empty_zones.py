"""An empty zone printed on the mat is not a card: its outline has the felt on
both sides. A face-down card in the same zone is still reported as an
unknown card, present but not named."""

from __future__ import annotations

import pytest

from hardware.camera.bench import _corpus_view
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.camera.simulate import SimCard, SimView, render
from hardware.layouts import layout_for

#: zones printed 100 x 75 mm: the size and shape of a rested card, give or take
CARD_SHAPED = {"dbscg": ("p0.warp", "p1.warp"), "systemgate": ("p0.stack", "p1.stack", "p0.banish", "p1.banish")}
VIEWS = [
    SimView(1280, 960, seed=1),
    SimView(1280, 960, tilt=25, yaw=30, light=0.3, seed=2),
    SimView(1280, 720, tilt=10, yaw=-15, glare=0.5, seed=3),
    _corpus_view(3, 4),
]


@pytest.fixture(scope="module")
def book() -> LabelBook:
    return LabelBook.from_registry()


@pytest.mark.parametrize("game", sorted(CARD_SHAPED))
@pytest.mark.parametrize("view", VIEWS, ids=range(len(VIEWS)))
def test_an_empty_mat_has_no_unknown_cards(book: LabelBook, game: str, view: SimView) -> None:
    layout = layout_for(game)
    r = Pipeline(layout, book).process(render(layout, [], view).image, 0.0)
    assert r.calibration is not None
    assert r.unknown == [] and r.labels == []


@pytest.mark.parametrize("game", sorted(CARD_SHAPED))
@pytest.mark.parametrize("view", VIEWS, ids=range(len(VIEWS)))
def test_a_face_down_card_in_a_card_shaped_zone_is_unknown_but_present(
    book: LabelBook, game: str, view: SimView
) -> None:
    layout = layout_for(game)
    key = CARD_SHAPED[game][0]
    cards = [SimCard("PM1:VG:X:1", *layout.area(key).centre, angle=90, face_up=False)]
    r = Pipeline(layout, book).process(render(layout, cards, view).image, 0.0)
    assert r.labels == []
    assert [u.zone for u in r.unknown] == [key]  # and no other zone's empty outline beside it


def test_face_down_cards_upright_and_rested_next_to_empty_card_shaped_zones(book: LabelBook) -> None:
    layout = layout_for("systemgate")
    placed = {"p1.stack": 90.0, "p0.center": 0.0, "p1.left": 12.0}
    cards = [SimCard("PM1:VG:X:1", *layout.area(k).centre, angle=a, face_up=False) for k, a in placed.items()]
    r = Pipeline(layout, book).process(render(layout, cards, SimView(1280, 960, tilt=15, seed=9)).image, 0.0)
    assert r.labels == []
    assert sorted(u.zone or "" for u in r.unknown) == sorted(placed)  # p0.stack and both banish zones stay empty

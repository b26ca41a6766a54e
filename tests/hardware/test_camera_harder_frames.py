"""Harder frames: cards at any angle, a tilted camera, blur, uneven light and
noise drawn per frame; second looks at a label's place seen from straight
above; piles of cards and cards being moved by a hand."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import cv2
import numpy as np
import pytest

from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.camera.realsize import (
    CAMERAS,
    Harder,
    Placement,
    Tally,
    bench_labels,
    covered,
    harder_view,
    holding_hands,
    keystone,
    label_xy,
    rig_view,
    scene_cards,
    table_scene,
    tally,
    worst_view,
)
from hardware.camera.rectify import frame_scale, rectify
from hardware.camera.simulate import SimCard, render
from hardware.layouts import layout_for

LAYOUT = layout_for("vanguard")


def _book_and_labels() -> tuple[LabelBook, list[str]]:
    from engine import registry

    pool = sorted(registry.get("vanguard").pool.cards)
    book = LabelBook.from_registry(["VG"])
    return book, bench_labels(book, "VG", [pool[i % len(pool)] for i in range(50)], compact=True)


def test_harder_frames_stay_within_their_bounds() -> None:
    view = rig_view(LAYOUT, CAMERAS["1080p"])
    bounds = Harder()
    rng = random.Random(5)
    seen = [harder_view(LAYOUT, view, bounds, rng) for _ in range(40)]
    assert all(keystone(LAYOUT, v) <= bounds.keystone + 1e-3 for v in seen)
    assert max(keystone(LAYOUT, v) for v in seen) > 0.08  # some frames are tilted near the bound
    assert {v.tilt > 0 for v in seen} == {True, False}  # either way
    assert all(0.6 <= v.blur <= 1.0 and 0.1 <= v.light <= 0.3 and 2.0 <= v.noise <= 4.0 for v in seen)
    worst = worst_view(LAYOUT, view, bounds)
    assert keystone(LAYOUT, worst) == pytest.approx(bounds.keystone, abs=1e-3)
    cards = scene_cards(LAYOUT, "vanguard", ["1889081"] * 24, 20.0, "m2", 2, Placement(any_angle=True))
    turns = sorted(c.angle % 90 for c in cards)
    assert turns[-1] - turns[0] > 60  # any angle, not near the seat's square


def test_a_tilted_micro_qr_label_seen_from_straight_above_decodes_where_it_lies() -> None:
    """The label's place warped out of a frame from a camera tilted 20 degrees: square and
    upright to its card, and the decoded corners go back to the label's place in the frame."""
    from hardware.camera.decoders import make_decoder

    # 2.2 px per module, where zxing reads nothing in the whole frame
    mod = 1.6
    corner = (-31.5 + 3 + 17 * mod / 2, -44 + 3 + 17 * mod / 2)
    card = SimCard("1889081", 350.0, 150.0, 37.0, True, mod, "m2", (63.0, 88.0), corner)
    view = replace(rig_view(LAYOUT, CAMERAS["1080p"], tilt=20.0), noise=1.0)
    frame = render(LAYOUT, [card], view)
    to_px = frame.homography
    lx, ly = label_xy(card)
    a = math.radians(card.angle)
    half = 17 * mod / 2 + 3
    quad = np.array(
        [
            (lx + u * math.cos(a) - v * math.sin(a), ly + u * math.sin(a) + v * math.cos(a))
            for u, v in ((-half, -half), (half, -half), (half, half), (-half, half))
        ]
    )
    gray = cv2.cvtColor(frame.image, cv2.COLOR_BGR2GRAY)
    ppm = 3 * frame_scale(to_px, lx, ly)
    view_top = rectify(gray, np.linalg.inv(to_px), quad, ppm)
    assert view_top is not None
    h, w = view_top.image.shape[:2]
    assert abs(w - h) <= 1  # square: no perspective left
    found = make_decoder("zxing").decode(view_top.image)
    assert [d.text for d in found] == ["1889081"]
    centre = np.mean(view_top.frame_xy(found[0].corners), axis=0)
    assert math.dist(tuple(centre), frame.to_px(lx, ly)) < 3.0


def test_second_looks_read_labels_on_harder_frames_and_name_no_wrong_card() -> None:
    """Cards at any angle, tilt, blur, light and noise: the second looks (seen from straight
    above, local thresholds) read labels the whole-frame pass leaves, and nothing false."""
    book, labels = _book_and_labels()
    view = rig_view(LAYOUT, CAMERAS["1080p"])
    rng = random.Random(3)
    plain, better = Tally(), Tally()
    for i in range(2):
        seen = harder_view(LAYOUT, view, Harder(), rng)
        frame = table_scene(LAYOUT, "vanguard", labels[i::4][:24], seen, 30.0, "qrh", 11 + i, Placement(any_angle=True))
        bare = Pipeline(LAYOUT, book)
        bare.rectify = bare.contrast = bare.silhouettes = False
        tally(frame, bare.process(frame.image, 0.0), plain)
        tally(frame, Pipeline(LAYOUT, book).process(frame.image, 0.0), better)
    assert better.false == 0 and plain.false == 0
    assert better.read >= plain.read
    assert better.rate >= 0.9


def test_glare_frames_give_no_false_identification() -> None:
    book, labels = _book_and_labels()
    view = rig_view(LAYOUT, CAMERAS["1080p"])
    t = Tally()
    for i in range(2):
        frame = table_scene(LAYOUT, "vanguard", labels[i::4][:24], view, 26.0, "m2", 21 + i, Placement(glare=1.0))
        tally(frame, Pipeline(LAYOUT, book).process(frame.image, 0.0), t)
    assert t.false == 0 and t.labels == 48
    assert t.read > 0


def test_a_stacked_pile_hides_the_labels_under_its_top_card_and_a_fan_shows_them() -> None:
    payloads = [f"18890{i:02d}" for i in range(6)]
    stacked = scene_cards(LAYOUT, "vanguard", payloads, 15.0, "m2", 1, Placement(pile=3))
    fanned = scene_cards(LAYOUT, "vanguard", payloads, 15.0, "m2", 1, Placement(pile=3, fan_mm=25.0))
    assert [covered(stacked, i) for i in range(6)] == [True, True, False, True, True, False]
    assert not any(covered(fanned, i) for i in range(6))
    first, second = fanned[0], fanned[1]
    a = math.radians(first.angle)
    along = (second.x - first.x) * math.cos(a) + (second.y - first.y) * math.sin(a)
    assert along == pytest.approx(25.0, abs=8.0)  # to the card's right, away from its label


def test_a_hand_moving_a_card_holds_it_away_from_the_label() -> None:
    payloads = [f"18890{i:02d}" for i in range(12)]
    cards = scene_cards(LAYOUT, "vanguard", payloads, 20.0, "m2", 4, Placement(moving=1.0, moving_px=10.0))
    hands = holding_hands(cards)
    assert len(hands) == len(cards) and all(c.motion == 10.0 for c in cards)
    assert not any(covered([c], 0, [hand]) for c, hand in zip(cards, hands, strict=True))  # its own hand
    # a hand laid over the label's corner covers it
    c = cards[0]
    lx, ly = label_xy(c)
    from hardware.camera.simulate import SimHand

    assert covered(cards[:1], 0, [SimHand(lx - 30.0, ly, 0.0, 90.0)])


def test_piles_and_moving_cards_are_counted_apart_and_never_named_wrong() -> None:
    book, labels = _book_and_labels()
    view = rig_view(LAYOUT, CAMERAS["1080p"])
    placement = Placement(pile=2, fan_mm=10.0, moving=0.3, moving_px=8.0)
    t = Tally()
    frame = table_scene(LAYOUT, "vanguard", labels[:48], view, 30.0, "qrh", 7, placement)
    assert len(frame.hands) == sum(c.motion > 0 for c in frame.cards) > 0
    tally(frame, Pipeline(LAYOUT, book).process(frame.image, 0.0), t)
    assert t.false == 0
    assert t.covered > 0 and t.moving > 0
    assert t.labels + t.covered + t.moving == len(frame.cards)
    assert t.rate >= 0.9

"""The simulator at real sizes: a pinhole camera over the mat, cards of their
printed size, labels in the sleeve corner; and ``playmat camera-bench``."""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import replace

import cv2
import numpy as np
import pytest

from hardware.camera import commands, symbols
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.camera.realsize import (
    CAMERAS,
    Placement,
    Tally,
    bench_labels,
    camera_size,
    card_mm,
    label_xy,
    px_per_mm,
    rig_view,
    spots,
    table_scene,
    tally,
)
from hardware.camera.simulate import SimCard, camera_homography, render
from hardware.layouts import layout_for

LAYOUT = layout_for("vanguard")


def test_a_4k_camera_sees_the_mat_at_the_resolution_its_lens_gives() -> None:
    """3840 px across 800 mm would be 4.8 px/mm, but the mat's 700 mm side
    fills 92% of the 2160 rows: 2160 * 0.92 / 700 = 2.84 px/mm."""
    view = rig_view(LAYOUT, CAMERAS["4k"])
    least, centre = px_per_mm(LAYOUT, view)
    assert centre == pytest.approx(2160 * 0.92 / 700, rel=0.01)
    assert least == pytest.approx(centre, rel=0.01)  # straight down: the same everywhere
    assert view.distance is not None and 600 < view.distance < 1200
    # the same lens twice as far away sees the mat at half the scale
    far = replace(view, distance=2 * view.distance)
    assert px_per_mm(LAYOUT, far)[1] == pytest.approx(centre / 2, rel=0.01)
    h = camera_homography(LAYOUT, view)
    for x, y in ((0, 0), (LAYOUT.width, 0), (0, LAYOUT.height), (LAYOUT.width, LAYOUT.height)):
        p = h @ np.array([x, y, 1.0])
        assert 0 <= p[0] / p[2] <= 3840 and 0 <= p[1] / p[2] <= 2160


def test_a_tilted_camera_sees_the_far_side_smaller() -> None:
    view = rig_view(LAYOUT, CAMERAS["1080p"], tilt=20)
    least, centre = px_per_mm(LAYOUT, view)
    assert least < 0.95 * centre


@pytest.mark.parametrize(("game", "size"), [("weiss", (59.0, 86.0)), ("vanguard", (63.0, 88.0))])
def test_cards_have_their_printed_size(game: str, size: tuple[float, float]) -> None:
    """A card rendered on the mat and looked at from above again measures its printed size."""
    assert card_mm(game) == size
    lay = layout_for(game)
    view = replace(rig_view(lay, CAMERAS["1080p"]), blur=0.0, noise=0.0)
    card = SimCard("1889081", 350.0, 400.0, 0.0, True, 0.9, "m2", size, (0.0, 0.0))
    empty = render(lay, [], view)
    full = render(lay, [card], view)
    k = 4.0  # px per mm of the top view
    to_top = np.diag([k, k, 1.0]) @ np.linalg.inv(full.homography)
    top = [
        cv2.warpPerspective(
            cv2.cvtColor(f.image, cv2.COLOR_BGR2GRAY), to_top, (round(lay.width * k), round(lay.height * k))
        )
        for f in (empty, full)
    ]
    diff = cv2.absdiff(top[0], top[1]) > 25
    ys, xs = np.nonzero(diff)
    w, h = (xs.max() - xs.min() + 1) / k, (ys.max() - ys.min() + 1) / k
    assert w == pytest.approx(size[0], abs=1.5) and h == pytest.approx(size[1], abs=1.5)


def test_sleeve_corner_labels_are_read_where_they_are_stuck() -> None:
    from engine import registry

    book = LabelBook.from_registry(["VG"])
    pool = sorted(registry.get("vanguard").pool.cards)
    ids = [pool[i % len(pool)] for i in range(50)]
    labels = bench_labels(book, "VG", ids, compact=True)
    view = rig_view(LAYOUT, CAMERAS["1080p"])
    frame = table_scene(LAYOUT, "vanguard", labels[:: 100 // spots(LAYOUT, "vanguard")], view, 34.0, "m2", 3)
    assert len(frame.cards) == spots(LAYOUT, "vanguard")
    assert any(abs((c.angle % 180) - 90) < 20 for c in frame.cards)  # some cards are rested
    result = Pipeline(LAYOUT, book).process(frame.image, 0.0)
    where = {c.payload: label_xy(c) for c in frame.cards}
    assert len(result.labels) >= len(frame.cards) - 1
    for s in result.labels:
        x, y = where[s.label.text]
        assert math.dist((x, y), s.mat_xy) < 4.0  # the label's centre, not the card's
    t = Tally()
    tally(frame, result, t)
    assert t.false == 0 and t.read == len(result.labels)


def test_glare_and_motion_blur_wash_labels_out() -> None:
    """A sleeve's highlight and a moving hand's blur take contrast from the label."""
    card = SimCard("PM1:VG:VGD-014:2", 350.0, 400.0, 0.0, True, 1.6, "qr", (63.0, 88.0), (0.0, -10.0))
    view = replace(rig_view(LAYOUT, CAMERAS["1080p"]), noise=0.0)
    x, y = render(LAYOUT, [card], view).to_px(*label_xy(card))

    def contrast(frame_view: object, c: SimCard) -> float:
        img = cv2.cvtColor(render(LAYOUT, [c], frame_view).image, cv2.COLOR_BGR2GRAY)  # type: ignore[arg-type]
        patch = img[round(y) - 15 : round(y) + 15, round(x) - 15 : round(x) + 15].astype(float)
        return float(patch.std())

    plain = contrast(view, card)
    assert contrast(view, replace(card, glare=1.0)) < 0.9 * plain
    assert contrast(replace(view, motion=9.0), card) < 0.8 * plain


def test_symbols_sizes() -> None:
    assert symbols.size("PM1:VG:VGD-014:2", "qr") == (25, 25)
    assert symbols.size("1889081", "m2") == (17, 17)
    assert symbols.size("1889081", "qrh") == (25, 25)
    w, h = symbols.size("1889081", "rmqr")
    assert w > h
    with pytest.raises(symbols.SymbolError):
        symbols.modules("PM1:VG:VGD-014:2", "m2")
    with pytest.raises(symbols.SymbolError):
        symbols.modules("1", "nope")


def test_camera_names() -> None:
    assert camera_size("4K") == (3840, 2160) and camera_size("1280x960") == (1280, 960)
    with pytest.raises(ValueError, match="unknown camera"):
        camera_size("huge")


def test_camera_bench_reports_read_rate_against_label_mm(capsys: pytest.CaptureFixture[str]) -> None:
    p = argparse.ArgumentParser()
    commands.add_commands(p.add_subparsers())
    args = p.parse_args(
        ["camera-bench", "--camera", "1080p", "--label-mm", "34", "--symbol", "qr", "--frames", "1", "--json"]
    )
    assert args.func(args) == 0
    report = json.loads(capsys.readouterr().out)
    (row,) = report["results"]
    assert row["camera"] == "1080p" and row["symbol"] == "QR 1-M" and row["label_mm"] == 34.0
    assert row["module_px"] == pytest.approx(34 / 25 * 2160 / 2 * 0.92 / 700, rel=0.02)
    assert row["labels"] == spots(LAYOUT, "vanguard") and row["false_identifications"] == 0
    assert row["read_rate"] >= 0.95
    bad = p.parse_args(["camera-bench", "--symbol", "m9"])
    with pytest.raises(commands.PlaymatError, match="unknown symbol"):
        bad.func(bad)


def test_placement_rests_cards_only_in_slots() -> None:
    view = rig_view(LAYOUT, CAMERAS["720p"])
    frame = table_scene(LAYOUT, "vanguard", ["1889081"] * 3, view, 20.0, "m2", 1, Placement(rested=1.0, offset_mm=0))
    slots = {(z.centre[0], z.centre[1]): z.kind for z in LAYOUT.zones}
    for c in frame.cards:
        if slots.get((c.x, c.y)) == "slot":
            assert abs((c.angle % 180) - 90) < 15

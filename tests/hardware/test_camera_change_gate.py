"""The change gate: frames decoded only where the picture changed since the
last settled frame, with the same cards read as whole frames give."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from engine import registry
from hardware.camera.changes import ChangeGate
from hardware.camera.decoders import Detection, make_decoder
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.camera.realsize import CAMERAS, bench_labels, open_spots, rig_view, table_scene
from hardware.camera.simulate import SimHand, render
from hardware.layouts import layout_for

LAYOUT = layout_for("vanguard")


class CountingDecoder:
    """The real zxing decoder, counting the pixels of the frame's first pass
    (the second attempts at enlarged crops are not counted)."""

    name = "zxing"

    def __init__(self) -> None:
        self._inner: Any = make_decoder("zxing")
        self.pixels = 0

    def decode(self, gray: Any) -> list[Detection]:
        found: list[Detection] = self._inner.decode(gray)
        return found

    def decode_located(self, gray: Any) -> Any:
        self.pixels += int(gray.shape[0] * gray.shape[1])
        return self._inner.decode_located(gray)


def _noisy(img: Any, rng: np.random.Generator) -> Any:
    noise = rng.normal(0, 2.0, img.shape[:2]).astype(np.int16)[:, :, None]
    return np.clip(img.astype(np.int16) + noise, 0, 255).astype(np.uint8)


def test_the_gate_reads_what_whole_frames_read_and_decodes_only_what_changed() -> None:
    ids = sorted(registry.get("vanguard").pool.cards)
    book = LabelBook.from_registry(["VG"])
    labels = bench_labels(book, "VG", [ids[i % len(ids)] for i in range(50)], compact=True)[::5][:16]
    view = rig_view(LAYOUT, CAMERAS["1080p"], noise=0.0, seed=2)
    still = table_scene(LAYOUT, "vanguard", labels, view, 34.0, "m2", 2)  # the same card art throughout
    first = still.cards[0]
    hand = render(LAYOUT, still.cards, view, [SimHand(first.x, first.y, 30.0, 95.0)])
    x, y = open_spots(LAYOUT, "vanguard", len(labels))[0]
    moved_card = replace(first, x=x, y=y)
    moved = render(LAYOUT, [moved_card, *still.cards[1:]], view)  # the same order: the same card art
    rng = np.random.default_rng(4)
    counting = CountingDecoder()
    gate = ChangeGate(Pipeline(LAYOUT, book, counting), sweep_every=1000)
    whole = Pipeline(LAYOUT, book)
    seq = [still] * 4 + [hand] * 2 + [moved] * 4
    results = []
    rejected = 0
    for k, sc in enumerate(seq):
        frame = _noisy(sc.image, rng)
        before = counting.pixels
        r = gate.process(frame, k / 30)
        rejected += len(r.rejected)
        results.append((r, whole.process(frame, k / 30), counting.pixels - before))
    frame_px = 1920 * 1080
    # still frames after the first: nothing decoded, the same cards reported
    for r, w, px in results[1:4]:
        assert px == 0
        assert {s.label for s in r.labels} == {s.label for s in w.labels}
    # the hand and the move: only boxes round them decoded
    assert 0 < results[4][2] < 0.3 * frame_px and 0 < results[6][2] < 0.3 * frame_px
    # settled again: the moved card read at its new place, nothing decoded once it holds still
    r, w, px = results[-1]
    assert px == 0
    assert {s.label.text for s in r.labels} == {s.label.text for s in w.labels}
    assert {s.label.text for s in r.labels} >= {first.payload}
    at = next(s.mat_xy for s in r.labels if s.label.text == first.payload)
    assert abs(at[0] - x) < 50 and abs(at[1] - y) < 50
    assert gate.stats.sweeps == 1 and gate.stats.unchanged >= 4
    assert rejected == 0  # overlapping boxes are merged: no label is read twice


def test_a_moved_camera_reads_the_whole_frame_again() -> None:
    ids = sorted(registry.get("vanguard").pool.cards)
    book = LabelBook.from_registry(["VG"])
    labels = bench_labels(book, "VG", [ids[i % len(ids)] for i in range(50)], compact=False)[:6]
    view = rig_view(LAYOUT, CAMERAS["1080p"])
    a = table_scene(LAYOUT, "vanguard", labels, view, 40.0, "qr", 1)
    b = table_scene(LAYOUT, "vanguard", labels, replace(view, shift=(0.03, 0.0)), 40.0, "qr", 1)
    gate = ChangeGate(Pipeline(LAYOUT, book), sweep_every=1000)
    gate.process(a.image, 0.0)
    r = gate.process(b.image, 0.1)
    assert gate.stats.sweeps == 2
    assert {s.label.text for s in r.labels} == set(labels)

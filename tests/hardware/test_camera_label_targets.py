"""The measured label sizes hold (opt-in: ``-m soak``; the figures are in
docs/camera-labels.md and come from ``playmat camera-bench``).

The compact labels, printed at the width ``playmat labels --compact`` gives
for the camera, read at least 99% of the labels on settled frames of a
two-player mat, with no false identification.
"""

from __future__ import annotations

import pytest

from engine import registry
from hardware.camera.labels import LabelBook
from hardware.camera.realsize import CAMERAS, bench_labels, measure, rig_view, single_thread
from hardware.camera.sizing import COMPACT_SYMBOL, compact_label_mm
from hardware.layouts import layout_for

pytestmark = [pytest.mark.soak, pytest.mark.timeout(1800)]


@pytest.mark.parametrize("camera", ["4k", "1080p"])
def test_compact_labels_at_their_printed_width_read_99_percent(camera: str) -> None:
    layout = layout_for("vanguard")
    w, h = CAMERAS[camera]
    label_mm = compact_label_mm(w, h, layout.width, layout.height)
    ids = sorted(registry.get("vanguard").pool.cards)
    book = LabelBook.from_registry(["VG"])
    labels = bench_labels(book, "VG", [ids[i % len(ids)] for i in range(50)], compact=True)
    undo = single_thread()
    try:
        t = measure(layout, "vanguard", book, labels, rig_view(layout, (w, h)), label_mm, COMPACT_SYMBOL, 20, 11)
    finally:
        undo()
    assert t.labels == 20 * 24
    assert t.rate >= 0.99, f"{camera}: {t.read} of {t.labels} compact labels of {label_mm:g} mm read"
    assert t.false == 0

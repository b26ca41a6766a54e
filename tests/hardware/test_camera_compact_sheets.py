"""Compact label sheets: printed at the size the camera needs, and read back
as the cards of the deck list that printed them."""

from __future__ import annotations

from pathlib import Path

import pytest

from hardware.camera import symbols
from hardware.camera.decoders import make_decoder
from hardware.camera.labels import LabelBook, parse_slot_payload
from hardware.camera.sizing import COMPACT_SYMBOL, compact_label_mm

pytest.importorskip("PySide6")

from desktop.devices import label_sheets as ls
from desktop.devices import sheet_commands
from tests.hardware.sheets import DECK, render_page


def test_compact_sheet_reads_back_as_the_deck(qapp: object) -> None:
    from engine import registry
    from engine.decks import load_deck_file

    rid, items = ls.deck_labels(str(DECK), "vanguard", 1, compact=True)
    assert rid == "vanguard" and len(items) == 50 and {i.symbol for i in items} == {COMPACT_SYMBOL}
    assert {parse_slot_payload(i.payload).seat for i in items} == {1}
    mm = compact_label_mm(3840, 2160, 700, 800)
    module = mm / max(symbols.size(items[0].payload, items[0].symbol))
    page = ls.label_pages(items, module)[0]
    gray = render_page(lambda p: ls.paint_label_page(p, page, module, "test"), dpi=200)
    found = {d.text for d in make_decoder("zxing").decode(gray)}
    assert found == {item.payload for item, _, _ in page}
    # the table registers the same deck list for seat 2, and each label names its card
    rs = registry.get("vanguard")
    sections = rs.check_deck(load_deck_file(str(DECK)))
    book = LabelBook.from_registry(["VG"])
    book.add_decks("VG", [[], [c.id for cards in sections.values() for c in cards]])
    for item, _, _ in page:
        known = book.check(item.payload)
        assert known is not None and known.name == item.name


def test_compact_labels_fit_a_sleeve_corner_at_4k() -> None:
    """The widths measured to read 99% of settled frames (docs/camera-labels.md)."""
    assert compact_label_mm(3840, 2160, 700, 800) == 14.0
    assert compact_label_mm(1920, 1080, 700, 800) == 28.0
    assert compact_label_mm(3840, 2160, 700, 800, "m2") == 15.5


def test_labels_command_prints_compact_labels(qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    parser = argparse.ArgumentParser()
    sheet_commands.add_commands(parser.add_subparsers())
    out = tmp_path / "compact.pdf"
    args = parser.parse_args(["labels", str(DECK), "-o", str(out), "--compact", "--camera", "3840x2160"])
    assert args.func(args) == 0
    assert out.read_bytes().startswith(b"%PDF")
    said = capsys.readouterr().out
    assert "50 labels" in said and "mm labels" in said


def test_the_table_reads_compact_labels_through_the_seats_deck_lists(qtbot: object, tmp_path: Path) -> None:
    """The table mode's real camera path: frames from a folder, each seat's
    deck list registered, compact labels named as the game's cards."""
    import cv2

    from desktop.table.devices import QtObservationRelay, TableDevices
    from engine.match import Match
    from hardware.camera.labels import DeckSlots
    from hardware.camera.realsize import CAMERAS, rig_view, table_scene
    from hardware.layouts import layout_for
    from hardware.observations import CardSeen
    from hardware.table.picture import Copies

    m = Match.new("vanguard", seed=7)
    decks = [[c.id for cards in d.values() for c in cards] for d in m.decks]
    payloads = [p for s in range(2) for p, _ in DeckSlots.of(s, "VG", decks[s]).payloads()][::5]
    layout = layout_for("vanguard")
    frame = table_scene(layout, "vanguard", payloads, rig_view(layout, CAMERAS["1080p"]), 34.0, COMPACT_SYMBOL, 3)
    folder = tmp_path / "frames"
    folder.mkdir()
    for k in range(4):
        cv2.imwrite(str(folder / f"{k}.png"), frame.image)
    relay = QtObservationRelay()
    seen: list[CardSeen] = []
    relay.observed.connect(lambda o: seen.append(o) if isinstance(o, CardSeen) else None)
    devices = TableDevices("vanguard", layout, "vanguard", relay)
    try:
        devices.start_real(str(tmp_path / "no-mat"), str(folder), decks)
        qtbot.waitUntil(lambda: len(seen) >= len(frame.cards) - 1, timeout=20000)  # type: ignore[attr-defined]
    finally:
        devices.stop()
    copies = Copies(m.game)
    for o in seen:
        iid = copies.card((o.card_id, o.copy))
        assert iid is not None and m.game.cards[iid].card.id == o.card_id
    assert {(o.card_id, o.copy) for o in seen} <= {
        (lab.card_id, lab.copy) for s in range(2) for lab in DeckSlots.of(s, "VG", decks[s]).labels
    }

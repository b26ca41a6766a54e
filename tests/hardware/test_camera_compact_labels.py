"""Compact deck-slot labels: the payload, its check digit, the deck list that
maps slots to cards, and the way from a label in a frame to the engine's card."""

from __future__ import annotations

import logging

import pytest

from engine.match import Match
from hardware.camera.labels import (
    DeckSlots,
    LabelBook,
    PayloadError,
    damm,
    format_slot_payload,
    parse_slot_payload,
    seat_copy,
)
from hardware.camera.pipeline import Pipeline
from hardware.camera.realsize import CAMERAS, Placement, Tally, bench_labels, rig_view, table_scene, tally
from hardware.camera.stability import StabilityTracker
from hardware.layouts import layout_for
from hardware.observations import CardSeen
from hardware.table.picture import Copies

PAYLOADS = [format_slot_payload(seat, tag, slot) for seat, tag, slot in ((0, 0, 0), (1, 472, 3), (3, 999, 99))]


def _deck_ids(m: Match, seat: int) -> list[str]:
    return [c.id for cards in m.decks[seat].values() for c in cards]


def test_payload_round_trips() -> None:
    p = format_slot_payload(1, 472, 3)
    assert len(p) == 7 and p.startswith("247203")
    assert damm(p) == 0
    s = parse_slot_payload(p)
    assert (s.seat, s.tag, s.slot) == (1, 472, 3) and s.payload == p


@pytest.mark.parametrize("payload", PAYLOADS)
def test_every_single_digit_error_is_refused(payload: str) -> None:
    """The Damm check digit catches any one digit read wrong."""
    for i in range(len(payload)):
        for d in "0123456789":
            if d == payload[i]:
                continue
            wrong = payload[:i] + d + payload[i + 1 :]
            with pytest.raises(PayloadError):
                parse_slot_payload(wrong)


@pytest.mark.parametrize("payload", PAYLOADS)
def test_every_swap_of_neighbours_is_refused(payload: str) -> None:
    for i in range(len(payload) - 1):
        if payload[i] == payload[i + 1]:
            continue
        swapped = payload[:i] + payload[i + 1] + payload[i] + payload[i + 2 :]
        with pytest.raises(PayloadError):
            parse_slot_payload(swapped)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "7 digits"),
        ("123456", "7 digits"),
        ("12345678", "7 digits"),
        ("12A4567", "7 digits"),
        ("PM1:VG:VGD-014:2", "7 digits"),
        ("1000001", "check digit"),
    ],
)
def test_bad_payloads_say_why(text: str, says: str) -> None:
    with pytest.raises(PayloadError, match=says):
        parse_slot_payload(text)


def test_out_of_range_fields_are_refused() -> None:
    body = "0123456"
    with pytest.raises(PayloadError, match="seat"):
        parse_slot_payload(body[:6] + str(damm(body[:6])))  # seat digit 0
    with pytest.raises(PayloadError, match="seat"):
        format_slot_payload(4, 0, 0)
    with pytest.raises(PayloadError, match="slot"):
        format_slot_payload(0, 0, 100)


def test_slots_do_not_depend_on_the_list_order() -> None:
    ids = ["B-1", "A-2", "B-1", "C-3", "A-2", "B-1"]
    a = DeckSlots.of(0, "VG", ids)
    b = DeckSlots.of(0, "VG", list(reversed(ids)))
    assert a == b
    assert [(lab.card_id, lab.copy) for lab in a.labels] == [
        ("A-2", 1),
        ("A-2", 2),
        ("B-1", 1),
        ("B-1", 2),
        ("B-1", 3),
        ("C-3", 1),
    ]
    second = DeckSlots.of(1, "VG", ids)
    assert second.tag == a.tag and {lab.copy for lab in second.labels} == {seat_copy(1, n) for n in (1, 2, 3)}


def test_another_deck_list_gets_another_tag() -> None:
    ids = [f"VGD-{i:03d}" for i in range(1, 13) for _ in range(4)]
    changed = [*ids[:-1], "VGD-099"]
    assert DeckSlots.of(0, "VG", ids).tag != DeckSlots.of(0, "VG", changed).tag


def test_a_deck_too_large_for_compact_labels_says_so() -> None:
    with pytest.raises(PayloadError, match="101 cards"):
        DeckSlots.of(0, "VG", [f"X-{i}" for i in range(101)])


def test_book_maps_compact_labels_through_the_registered_deck(caplog: pytest.LogCaptureFixture) -> None:
    m = Match.new("vanguard", seed=1)
    book = LabelBook.from_registry(["VG"])
    assert book.add_decks("VG", [_deck_ids(m, s) for s in range(2)]) == []
    slots = book.decks[0]
    payload, label = slots.payloads()[7]
    known = book.check(payload)
    assert known is not None and known.label == label and known.text == payload and known.game == "vanguard"
    # the full labels still read
    full = book.check(label.payload)
    assert full is not None and full.label == label
    caplog.set_level(logging.WARNING)
    # labels of another deck list, of a seat with no deck, beyond the deck's end: refused, each said
    other = format_slot_payload(0, (slots.tag + 1) % 1000, 7)
    assert book.check(other) is None
    assert "another deck list" in caplog.text
    assert book.check(format_slot_payload(2, slots.tag, 7)) is None
    assert "no deck list is registered" in caplog.text
    assert book.check(format_slot_payload(0, slots.tag, 60)) is None
    assert "beyond seat 1's deck of 50 cards" in caplog.text


def test_every_compact_label_names_its_own_card_in_the_game() -> None:
    """The table maps a compact label to the engine's card as it maps a full one:
    through (card id, copy), one card per label, of the seat that printed it."""
    m = Match.new("vanguard", seed=3)
    book = LabelBook.from_registry(["VG"])
    book.add_decks("VG", [_deck_ids(m, s) for s in range(2)])
    copies = Copies(m.game)
    for seat in range(2):
        iids = []
        for payload, _ in book.decks[seat].payloads():
            known = book.check(payload)
            assert known is not None
            iid = copies.card((known.label.card_id, known.label.copy))
            assert iid is not None
            card = m.game.cards[iid]
            assert card.owner == seat and card.card.id == known.label.card_id
            iids.append(iid)
        own = [c.iid for c in m.game.cards if c.owner == seat and copies.labelled(c)]
        assert sorted(iids) == sorted(own)


def test_compact_labels_in_a_frame_become_the_game_cards() -> None:
    """A rendered frame with compact labels in the sleeve corners, read by
    the real pipeline and tracker, names the engine's cards; the labels of
    another deck list in the same place name none."""
    m = Match.new("vanguard", seed=5)
    layout = layout_for("vanguard")
    book = LabelBook.from_registry(["VG"])
    book.add_decks("VG", [_deck_ids(m, s) for s in range(2)])
    copies = Copies(m.game)
    payloads = [p for s in range(2) for p, _ in book.decks[s].payloads()][::4]
    view = rig_view(layout, CAMERAS["1080p"])
    frame = table_scene(layout, "vanguard", payloads, view, 32.0, "m2", 11, Placement(rested=0.5))
    pipe = Pipeline(layout, book)
    tracker = StabilityTracker()
    seen: list[CardSeen] = []
    t = Tally()
    for k in range(3):
        r = pipe.process(frame.image, float(k) * 0.1)
        if k == 0:
            tally(frame, r, t)
        seen += [o for o in tracker.update(r) if isinstance(o, CardSeen)]
    assert t.labels == len(frame.cards) and t.read == t.labels and t.false == 0
    assert len(seen) == len(frame.cards)
    for o in seen:
        iid = copies.card((o.card_id, o.copy))
        assert iid is not None and m.game.cards[iid].card.id == o.card_id
    # the same table with a deck list changed since the labels were printed
    stale = LabelBook.from_registry(["VG"])
    ids = _deck_ids(m, 0)
    stale.add_decks("VG", [[*ids[:-1], "VGD-999"], _deck_ids(m, 1)])
    r = Pipeline(layout, stale).process(frame.image, 0.0)
    assert all(s.label.text[0] == "2" for s in r.labels)  # only seat 2's labels still name cards
    t2 = Tally()
    tally(frame, r, t2)
    assert t2.false == 0


def test_bench_labels_register_the_decks() -> None:
    book = LabelBook.from_registry(["VG"])
    ids = [f"VGD-{i:03d}" for i in range(1, 14) for _ in range(4)][:50]
    labels = bench_labels(book, "VG", ids, compact=True)
    assert len(labels) == 100 and len(set(labels)) == 100 and set(book.decks) == {0, 1}
    full = bench_labels(LabelBook.from_registry(["VG"]), "VG", ids, compact=False)
    assert all(p.startswith("PM1:VG:") for p in full)

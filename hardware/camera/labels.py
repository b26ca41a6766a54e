"""Label payloads, in two formats.

The full label, ``PM1:<GAME>:<CARD-ID>:<COPY>``, e.g. ``PM1:VG:VGD-014:2``,
names its card by itself. Payloads use the QR alphanumeric character set
only (digits, upper-case letters, space and ``$%*+-./:``) so a version-1 QR
code holds them at error correction level M.

The compact label is seven digits, ``<SEAT><TAG><SLOT><CHECK>``, e.g.
``1472035``: the seat (1-4), the deck list's tag (3 digits, from the cards
the deck holds, see :func:`deck_tag`), the card's slot in the deck (2
digits, see :class:`DeckSlots`) and a Damm check digit over the six before
it. Seven digits fit a version-1 QR code at error correction level H, or a
Micro QR M2 (13 modules square), small enough for a sleeve corner
(``docs/camera-labels.md``). The label means nothing without the deck list
that printed it: the table registers each seat's deck
(:meth:`LabelBook.add_deck`) and maps slots to cards through it. Labels printed for another deck list, or for an older
version of the same one, carry another tag and are refused, never mapped to
the wrong card.

Parsing is a pure function; checking the game code and the card id against
the card pools is done by :class:`LabelBook`, which logs and ignores
anything it does not know. A payload read from a camera is untrusted input:
nothing here raises on bad text.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

log = logging.getLogger(__name__)

PREFIX = "PM1"
ALPHANUMERIC = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
MAX_PAYLOAD = 64
MAX_COPY = 99
_FIELD = re.compile(r"^[A-Z0-9][A-Z0-9$%*+\-./ ]*$")
_GAME = re.compile(r"^[A-Z]{1,8}$")
_COPY = re.compile(r"^[1-9][0-9]?$")


@dataclass(frozen=True, slots=True)
class Label:
    """What one sleeve label names: a game code, a card id and a copy number."""

    code: str  #: game code, e.g. ``VG``
    card_id: str
    copy: int

    @property
    def payload(self) -> str:
        return format_payload(self.code, self.card_id, self.copy)

    def __str__(self) -> str:
        return self.payload


#: Copy numbers per seat: the labels of the player in seat ``s`` (0-based)
#: carry copy numbers from ``SEAT_COPIES * s + 1``, so two players with the
#: same deck list (or four in a Tag Team game) never share a label.
SEAT_COPIES = 20


def seat_copy(seat: int, n: int) -> int:
    """The label copy number of the ``n``-th copy (from 1) of a card in ``seat``'s deck."""
    if not 1 <= n <= SEAT_COPIES or seat < 0 or SEAT_COPIES * seat + n > MAX_COPY:
        raise PayloadError(f"no label copy number for copy {n} of seat {seat + 1}")
    return SEAT_COPIES * seat + n


def copy_seat(copy: int) -> tuple[int, int]:
    """``(seat, n)`` of a label copy number (the inverse of :func:`seat_copy`)."""
    return divmod(copy - 1, SEAT_COPIES)[0], (copy - 1) % SEAT_COPIES + 1


class PayloadError(ValueError):
    """A payload that is not a Playmat label."""


def format_payload(code: str, card_id: str, copy: int) -> str:
    """The label text for one card copy; ``PayloadError`` if it cannot be one."""
    text = f"{PREFIX}:{code}:{card_id}:{copy}"
    parse_payload(text)
    return text


def parse_payload(text: str) -> Label:
    """Split a payload into its fields; ``PayloadError`` saying what is wrong."""
    if not isinstance(text, str):
        raise PayloadError("not text")
    if len(text) > MAX_PAYLOAD:
        raise PayloadError(f"longer than {MAX_PAYLOAD} characters")
    bad = sorted(set(text) - ALPHANUMERIC)
    if bad:
        raise PayloadError(f"characters outside the QR alphanumeric set: {''.join(bad)!r}")
    parts = text.split(":")
    if len(parts) != 4 or parts[0] != PREFIX:
        raise PayloadError(f"not of the form {PREFIX}:<GAME>:<CARD-ID>:<COPY>")
    _, code, card_id, copy = parts
    if not _GAME.match(code):
        raise PayloadError(f"bad game code {code!r}")
    if not _FIELD.match(card_id) or card_id != card_id.strip():
        raise PayloadError(f"bad card id {card_id!r}")
    if not _COPY.match(copy):
        raise PayloadError(f"bad copy number {copy!r} (1-{MAX_COPY})")
    return Label(code, card_id, int(copy))


#: the compact label: seat, deck tag, slot, check digit
COMPACT_DIGITS = 7
MAX_SLOTS = 100  #: slots 00-99
MAX_SEATS = 4
TAGS = 1000
_COMPACT = re.compile(rf"^[0-9]{{{COMPACT_DIGITS}}}$")

# The Damm algorithm's quasigroup of order 10 (H. M. Damm, 2004): one check
# digit that catches every single-digit error and every swap of two
# neighbouring digits.
_DAMM = (
    (0, 3, 1, 7, 5, 9, 8, 6, 4, 2),
    (7, 0, 9, 2, 1, 5, 4, 8, 6, 3),
    (4, 2, 0, 6, 8, 7, 1, 3, 5, 9),
    (1, 7, 5, 0, 9, 8, 3, 4, 2, 6),
    (6, 1, 2, 3, 0, 4, 5, 9, 7, 8),
    (3, 6, 7, 4, 2, 0, 9, 5, 8, 1),
    (5, 8, 6, 9, 7, 2, 0, 1, 3, 4),
    (8, 9, 4, 5, 3, 6, 2, 0, 1, 7),
    (9, 4, 3, 8, 6, 1, 7, 2, 0, 5),
    (2, 5, 8, 1, 4, 3, 6, 7, 9, 0),
)


def damm(digits: str) -> int:
    """The Damm check digit of a string of decimal digits (0 when appended makes it check)."""
    interim = 0
    for d in digits:
        interim = _DAMM[interim][ord(d) - 48]
    return interim


@dataclass(frozen=True, slots=True)
class SlotLabel:
    """What a compact label says: a seat (0-based), a deck tag and a slot."""

    seat: int
    tag: int
    slot: int

    @property
    def payload(self) -> str:
        return format_slot_payload(self.seat, self.tag, self.slot)


def format_slot_payload(seat: int, tag: int, slot: int) -> str:
    """The compact label of ``slot`` of the deck tagged ``tag`` in ``seat`` (0-based)."""
    if not 0 <= seat < MAX_SEATS:
        raise PayloadError(f"no compact label for seat {seat + 1} (1-{MAX_SEATS})")
    if not 0 <= tag < TAGS:
        raise PayloadError(f"deck tag {tag} out of range (0-{TAGS - 1})")
    if not 0 <= slot < MAX_SLOTS:
        raise PayloadError(f"slot {slot} out of range: compact labels number {MAX_SLOTS} cards a deck")
    body = f"{seat + 1}{tag:03d}{slot:02d}"
    return body + str(damm(body))


def parse_slot_payload(text: str) -> SlotLabel:
    """Split a compact payload into its fields; ``PayloadError`` saying what is wrong."""
    if not isinstance(text, str) or not _COMPACT.match(text):
        raise PayloadError(f"not a compact label ({COMPACT_DIGITS} digits)")
    if damm(text) != 0:
        raise PayloadError("the check digit does not match")
    seat = int(text[0]) - 1
    if not 0 <= seat < MAX_SEATS:
        raise PayloadError(f"bad seat {text[0]} (1-{MAX_SEATS})")
    return SlotLabel(seat, int(text[1:4]), int(text[4:6]))


def deck_tag(code: str, card_ids: Iterable[str]) -> int:
    """A deck list's tag: three digits from its game and the cards it holds
    (in any order), so that labels printed for another list are told apart."""
    text = code + ":" + "\n".join(sorted(card_ids))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big") % TAGS


@dataclass(frozen=True, slots=True)
class DeckSlots:
    """The slots of one seat's deck list: slot ``i`` holds ``labels[i]``.

    Slots follow the cards' ids in sorted order, each id's copies one after
    another, so the same deck list gives the same slots however its
    sections and lines are ordered; the ``n``-th copy of a card carries the
    copy number :func:`seat_copy` gives, as the full labels do.
    """

    seat: int
    code: str
    tag: int
    labels: tuple[Label, ...]

    @classmethod
    def of(cls, seat: int, code: str, card_ids: Iterable[str]) -> DeckSlots:
        """The slots of a deck holding ``card_ids`` (one entry per copy); ``PayloadError`` if
        it cannot have compact labels (too many cards, too many copies of one card)."""
        ids = sorted(card_ids)
        if len(ids) > MAX_SLOTS:
            raise PayloadError(f"a deck of {len(ids)} cards: compact labels number {MAX_SLOTS} cards at most")
        n: Counter[str] = Counter()
        labels = []
        for card_id in ids:
            n[card_id] += 1
            labels.append(Label(code, card_id, seat_copy(seat, n[card_id])))
        return cls(seat, code, deck_tag(code, ids), tuple(labels))

    def payload(self, slot: int) -> str:
        return format_slot_payload(self.seat, self.tag, slot)

    def payloads(self) -> list[tuple[str, Label]]:
        """Every slot's compact payload and the card copy it names."""
        return [(self.payload(i), lab) for i, lab in enumerate(self.labels)]

    def label(self, slot: SlotLabel) -> Label:
        """The card copy a compact label names; ``PayloadError`` if it is not one of this deck's."""
        if slot.seat != self.seat:
            raise PayloadError(f"a label of seat {slot.seat + 1}, not {self.seat + 1}")
        if slot.tag != self.tag:
            raise PayloadError(
                f"printed for another deck list (tag {slot.tag:03d}; seat {self.seat + 1}'s deck is {self.tag:03d})"
            )
        if slot.slot >= len(self.labels):
            raise PayloadError(f"slot {slot.slot} beyond seat {self.seat + 1}'s deck of {len(self.labels)} cards")
        return self.labels[slot.slot]


@dataclass(frozen=True, slots=True)
class KnownLabel:
    """A label checked against the card pools."""

    label: Label
    game: str  #: the game's folder name, e.g. ``vanguard``
    name: str  #: the card's printed name
    text: str = ""  #: the payload as read (a full or a compact label)


class LabelBook:
    """Checks labels against the games' card pools.

    ``pools`` maps a game code (``VG``) to ``(game, lookup)`` where ``lookup``
    returns a card's name or None for an unknown id. Warnings for the same
    bad payload are logged once, not at every frame.
    """

    def __init__(self, pools: Mapping[str, tuple[str, Callable[[str], str | None]]]) -> None:
        self._pools = dict(pools)
        self._warned: set[str] = set()
        self._decks: dict[int, DeckSlots] = {}

    @classmethod
    def from_registry(cls, codes: Iterable[str] | None = None) -> LabelBook:
        """Every game of the engine registry (pools load on first lookup)."""
        from engine import registry

        pools: dict[str, tuple[str, Callable[[str], str | None]]] = {}
        for rid in registry.ids():
            rs = registry.get(rid)
            if not rs.label_code or rs.label_code in pools:
                continue
            if codes is not None and rs.label_code not in codes:
                continue

            def lookup(card_id: str, _rid: str = rid) -> str | None:
                card = registry.get(_rid).pool.cards.get(card_id)
                return None if card is None else card.name

            pools[rs.label_code] = (rs.game, lookup)
        return cls(pools)

    def add_deck(self, seat: int, code: str, card_ids: Iterable[str]) -> DeckSlots:
        """Read compact labels of ``seat`` (0-based) as slots of this deck
        (one card id per copy); replaces the seat's deck before. ``PayloadError``
        if the deck cannot have compact labels."""
        slots = DeckSlots.of(seat, code, card_ids)
        self._decks[seat] = slots
        return slots

    def add_decks(self, code: str, decks: Iterable[Iterable[str]]) -> list[str]:
        """Register the deck of each seat (in seat order, one card id per
        copy) for compact labels; what could not be, in words (such a seat's
        full labels still read)."""
        problems = []
        for seat, ids in enumerate(decks):
            try:
                self.add_deck(seat, code, ids)
            except PayloadError as exc:
                problems.append(f"seat {seat + 1}: no compact labels: {exc}")
                log.warning("seat %d: no compact labels: %s", seat + 1, exc)
        return problems

    @property
    def decks(self) -> dict[int, DeckSlots]:
        """The decks registered for compact labels, by seat."""
        return dict(self._decks)

    @property
    def codes(self) -> list[str]:
        return sorted(self._pools)

    def game_of(self, code: str) -> str | None:
        entry = self._pools.get(code)
        return None if entry is None else entry[0]

    def _warn(self, text: str, why: str) -> None:
        if text in self._warned:
            return
        if len(self._warned) < 1000:
            self._warned.add(text)
        log.warning("ignoring QR label %r: %s", text[:MAX_PAYLOAD], why)

    def check(self, text: str) -> KnownLabel | None:
        """The card a payload names, or None (with a logged warning) if the
        payload is malformed or names an unknown game or card. A compact
        label names a card only through the deck registered for its seat."""
        try:
            label = self._compact(text) if isinstance(text, str) and text[:1].isdigit() else parse_payload(text)
        except PayloadError as exc:
            self._warn(text, str(exc))
            return None
        entry = self._pools.get(label.code)
        if entry is None:
            self._warn(text, f"unknown game code {label.code} (known: {', '.join(self.codes)})")
            return None
        game, lookup = entry
        name = lookup(label.card_id)
        if name is None:
            self._warn(text, f"unknown card id {label.card_id} in {game}")
            return None
        return KnownLabel(label, game, name, text)

    def _compact(self, text: str) -> Label:
        slot = parse_slot_payload(text)
        deck = self._decks.get(slot.seat)
        if deck is None:
            raise PayloadError(f"a compact label of seat {slot.seat + 1}, and no deck list is registered for it")
        return deck.label(slot)

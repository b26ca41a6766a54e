"""Label payloads: ``PM1:<GAME>:<CARD-ID>:<COPY>``, e.g. ``PM1:VG:VGD-014:2``.

Payloads use the QR alphanumeric character set only (digits, upper-case
letters, space and ``$%*+-./:``) so a version-1 code holds them at error
correction level M. Parsing is a pure function; checking the game code and
the card id against the card pools is done by :class:`LabelBook`, which logs
and ignores anything it does not know. A payload read from a camera is
untrusted input: nothing here raises on bad text.
"""

from __future__ import annotations

import logging
import re
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


@dataclass(frozen=True, slots=True)
class KnownLabel:
    """A label checked against the card pools."""

    label: Label
    game: str  #: the game's folder name, e.g. ``vanguard``
    name: str  #: the card's printed name


class LabelBook:
    """Checks labels against the games' card pools.

    ``pools`` maps a game code (``VG``) to ``(game, lookup)`` where ``lookup``
    returns a card's name or None for an unknown id. Warnings for the same
    bad payload are logged once, not at every frame.
    """

    def __init__(self, pools: Mapping[str, tuple[str, Callable[[str], str | None]]]) -> None:
        self._pools = dict(pools)
        self._warned: set[str] = set()

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
        payload is malformed or names an unknown game or card."""
        try:
            label = parse_payload(text)
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
        return KnownLabel(label, game, name)

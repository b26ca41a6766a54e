"""The Weiss Schwarz play area (WS 3): the zones of a player, the stage
positions and their relations, and each seat's zones looked up once.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import CardDef
from engine.state import HIDDEN, PRIVATE, PUBLIC, Card, Game, Zone

DECK = "deck"
HAND = "hand"
WAITING_ROOM = "waiting_room"
CLOCK = "clock"
LEVEL = "level"
STOCK = "stock"
CLIMAX_AREA = "climax"
MEMORY = "memory"
RESOLUTION = "resolution"

#: WS 3.6.3: the center stage (left, middle, right) and the back stage (left, right).
CS_LEFT, CS_MIDDLE, CS_RIGHT, BS_LEFT, BS_RIGHT = "cs_left", "cs_middle", "cs_right", "bs_left", "bs_right"
CENTER = (CS_LEFT, CS_MIDDLE, CS_RIGHT)
BACK = (BS_LEFT, BS_RIGHT)
POSITIONS = CENTER + BACK

POSITION_NAMES = {
    CS_LEFT: "left of the center stage",
    CS_MIDDLE: "middle of the center stage",
    CS_RIGHT: "right of the center stage",
    BS_LEFT: "left of the back stage",
    BS_RIGHT: "right of the back stage",
}

#: WS 3.6.5: a player's (1) faces the opponent's (3), (2) faces (2), (3) faces (1).
FACING = {CS_LEFT: CS_RIGHT, CS_MIDDLE: CS_MIDDLE, CS_RIGHT: CS_LEFT}

#: WS 3.6.4: (1)-(4), (2)-(4), (2)-(5), (3)-(5): the cards behind a center position.
BEHIND = {CS_LEFT: (BS_LEFT,), CS_MIDDLE: (BS_LEFT, BS_RIGHT), CS_RIGHT: (BS_RIGHT,)}
IN_FRONT = {BS_LEFT: (CS_LEFT, CS_MIDDLE), BS_RIGHT: (CS_MIDDLE, CS_RIGHT)}


def player(seat: int) -> str:
    """How the log names a seat."""
    return f"Player {seat + 1}"


def marker_name(position: str) -> str:
    return f"marker_{position}"


class SeatZones:
    """One player's zones, looked up once (the rule checks run at every
    check timing, so they avoid the by-name lookups)."""

    __slots__ = (
        "by_position",
        "climax",
        "clock",
        "deck",
        "hand",
        "level",
        "marker_cards",
        "markers",
        "positions",
        "resolution",
        "stock",
        "waiting_room",
    )

    def __init__(self, g: Game, seat: int) -> None:
        self.deck = g.zone(seat, DECK)
        self.hand = g.zone(seat, HAND)
        self.waiting_room = g.zone(seat, WAITING_ROOM)
        self.clock = g.zone(seat, CLOCK)
        self.level = g.zone(seat, LEVEL)
        self.stock = g.zone(seat, STOCK)
        self.climax = g.zone(seat, CLIMAX_AREA)
        self.resolution = g.zone(seat, RESOLUTION)
        self.positions = tuple(g.zone(seat, p) for p in POSITIONS)
        self.by_position = dict(zip(POSITIONS, self.positions, strict=True))
        #: (marker area, its stage position)
        self.markers = tuple((g.zone(seat, marker_name(p)), g.zone(seat, p)) for p in POSITIONS)
        #: the card lists of the marker areas (a zone keeps its list object)
        self.marker_cards = tuple(m.cards for m, _ in self.markers)


def build_zones(g: Game, seat: int, cards: Sequence[CardDef]) -> SeatZones:
    """Create every zone of one player (WS 3), put the deck in its zone and
    return the player's zones, looked up once."""
    g.add_zone(seat, DECK, HIDDEN)  # WS 3.2.2
    g.add_zone(seat, HAND, PRIVATE)  # WS 3.3.2
    g.add_zone(seat, WAITING_ROOM, PUBLIC)  # WS 3.4.2
    for pos in POSITIONS:  # WS 3.6.2: one card per stage position
        g.add_zone(seat, pos, PUBLIC, capacity=1, field=True)
    for pos in POSITIONS:  # WS 3.7.1: a marker area under each stage position
        g.add_zone(seat, marker_name(pos), HIDDEN, host=f"p{seat}.{pos}")
    g.add_zone(seat, CLOCK, PUBLIC)  # WS 3.8.2
    g.add_zone(seat, LEVEL, PUBLIC)  # WS 3.9.2
    g.add_zone(seat, STOCK, HIDDEN)  # WS 3.10.2
    g.add_zone(seat, CLIMAX_AREA, PUBLIC, capacity=1)  # WS 3.11.2
    g.add_zone(seat, MEMORY, PUBLIC)  # WS 3.12.2
    g.add_zone(seat, RESOLUTION, PUBLIC)  # WS 3.13.2
    deck = g.zone(seat, DECK)
    for c in cards:
        g.new_card(c, seat, deck)
    return SeatZones(g, seat)


def at(g: Game, seat: int, position: str) -> Card | None:
    cards = g.zone(seat, position).cards
    return cards[-1] if cards else None


def position_of(card: Card) -> str | None:
    """The stage position ``card`` is on, or None when it is not on the stage."""
    return card.zone.name if card.zone.field else None


def level(g: Game, seat: int) -> int:
    """WS 8.6.2.1.2: a player's level is the number of cards in their level zone."""
    return len(g.zone(seat, LEVEL).cards)


def on_stage(card: Card, incarnation: int, position: str | None = None) -> bool:
    """Whether ``card`` is still the same card on the stage (and on ``position``)."""
    if card.incarnation != incarnation or not card.zone.field:
        return False
    return position is None or card.zone.name == position


def describe_zone(zone: Zone) -> str:
    return POSITION_NAMES.get(zone.name, zone.name.replace("_", " "))

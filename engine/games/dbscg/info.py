"""The information of a card that moved (DBS 8-6-5-1, DBS 8-10 /
DBS1.0 8-7-5-1, DBS1.0 8-11).

A skill that speaks of a card ("if that card has 15000 power or more")
reads its information (DBS 2: power, energy cost, color, keywords...) at
one moment in one area. Which one depends on how the skill came to know
the card:

* An [Auto] with an area movement trigger (DBS 8-6-5) reads the card as it
  was/is in the area the rule names (:func:`movement_info`):

  - from the Battle Area to any other area: as it was in the Battle Area,
    continuous effects included (DBS 8-6-5-1-2);
  - between an open and a secret area: as it was/is in the open area
    (DBS 8-6-5-1-1);
  - between two open areas: as it is in the new area (DBS 8-6-5-1-3). The
    ver.1.00 text of that rule names "the Battle Area" (DBS1.0 8-7-5-1-3),
    an area a card moving from the Combo Area or the Drop Area may never
    have been in; a judge reads it as the area the card left, which is the
    Battle Area whenever the card came from there
    (``DragonBallSuper.open_move_reads_new_area``).

* An effect that moves a card and then refers to it reads it as it is in
  the final area it moved to (DBS 8-10-1): continuous effects from the
  Battle Area no longer apply there (DBS 8-8-1-4), so a KO-ed card has its
  printed power in the Drop Area.

"Was/is": while the card stays in that area as the same card its
information is read live (a later effect on it counts); once it has left,
the information it had when the rule fixed it is used.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.state import Card, Game

if TYPE_CHECKING:
    from engine.games.dbscg.ruleset import DragonBallSuper

#: DBS 3-1-3: areas whose cards both players see (the rest are secret)
OPEN_AREAS = frozenset({"leader", "battle", "combo", "energy", "drop", "warp", "removed", "under"})


@dataclass(frozen=True, slots=True)
class CardInfo:
    """A card's information as read in one area (DBS 2, DBS 8-8-1)."""

    name: str
    area: str
    power: int | None  # DBS 2-8-2: only Leader and Battle Cards have power
    cost: int | None  # DBS 2-11-2: only Battle and Extra Cards have an energy cost
    color: str
    keywords: tuple[str, ...]


def read(g: Game, card: Card) -> CardInfo:
    """The card's information now, in its current area, after the continuous
    effects that apply to it there (DBS 8-8-1)."""
    rs: DragonBallSuper = g.ruleset  # type: ignore[assignment]
    st = card.card.stats
    has_power = "power" in st
    return CardInfo(
        name=card.name,
        area=card.zone.name,
        power=rs.power(g, card) if has_power else None,
        cost=int(st["cost"]) if "cost" in st else None,
        color=str(st.get("color", "")),
        keywords=rs.keywords(g, card),
    )


class Tracked:
    """A card's information fixed by a rule: read live while the card stays
    in ``area`` as the same card, otherwise as it was (``info``)."""

    __slots__ = ("area", "card", "inc", "info", "rule")

    def __init__(self, card: Card, inc: int, area: str, info: CardInfo, rule: str) -> None:
        self.card = card
        self.inc = inc
        self.area = area
        self.info = info
        self.rule = rule

    def now(self, g: Game) -> CardInfo:
        c = self.card
        if c.incarnation == self.inc and c.zone.name == self.area:
            return read(g, c)
        return self.info

    def __repr__(self) -> str:
        return f"<Tracked {self.info.name} in {self.area} ({self.rule})>"


def here(g: Game, card: Card, rule: str) -> Tracked:
    """The card as it is in its current area."""
    return Tracked(card, card.incarnation, card.zone.name, read(g, card), rule)


def movement_info(g: Game, card: Card, before: CardInfo, before_inc: int) -> Tracked:
    """The information an [Auto] with an area movement trigger reads
    (DBS 8-6-5-1 / DBS1.0 8-7-5-1); ``card`` has just moved from the area of
    ``before`` (read just before the move, as incarnation ``before_inc``)."""
    rs: DragonBallSuper = g.ruleset  # type: ignore[assignment]
    src, dst = before.area, card.zone.name
    src_open, dst_open = src in OPEN_AREAS, dst in OPEN_AREAS
    if src == "battle":
        return Tracked(card, before_inc, src, before, rs.r("info_from_battle"))  # DBS 8-6-5-1-2
    if src_open and not dst_open:
        return Tracked(card, before_inc, src, before, rs.r("info_open_secret"))  # DBS 8-6-5-1-1
    if dst_open and not src_open:
        return here(g, card, rs.r("info_open_secret"))  # DBS 8-6-5-1-1
    if src_open and dst_open and not rs.open_move_reads_new_area:
        return Tracked(card, before_inc, src, before, rs.r("info_open_open"))  # DBS1.0 8-7-5-1-3
    # DBS 8-6-5-1-3 (open to open); secret to secret: no rule names an area, the new one is read
    return here(g, card, rs.r("info_open_open"))


def final_info(g: Game, card: Card) -> Tracked:
    """DBS 8-10-1 / DBS1.0 8-11-1: an effect that moved ``card`` while it
    was processed refers to it as it is in the final area it moved to."""
    rs: DragonBallSuper = g.ruleset  # type: ignore[assignment]
    return here(g, card, rs.r("final_info"))

"""[Permanent] skills that change other cards: "All 《X》 cards in your Battle
Area gain [Barrier]", "During your turn, all 《X》 cards in your Battle Area get
+10000 power" (``to_all``). While such a skill is in force — its card in its
area with its side facing up, its conditions holding, its skills not negated
(DBS 8-1-4, 8-3-2) — every card its selector names has the keyword
(:func:`engine.games.dbscg.keywords.card_keywords`) or the power
(:func:`engine.games.dbscg.stats.power`): the cards it names now, as they come
and go (DBS 8-8-1). The word is registered by :mod:`engine.games.dbscg.to_all`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

from engine.games.dbscg.skills import FIELD_ZONES, check_condition, cont_steps, says
from engine.games.dbscg.state import skills_negated
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector
from engine.grammar.spec import Verb
from engine.state import Card, Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class ToAll(Verb):
    """The cards ``target`` names (of the skill's master: "your") gain ``keyword`` or get ``power``."""

    ad: Adapter = field(repr=False, compare=False)
    target: Selector = THIS
    keyword: str = ""
    power: int = 0

    def run(self, g: Game, p: Pending) -> Flow:
        return  # a word of [Permanent] skills only, read where keywords and power are
        yield

    def applies(self, g: Game, holder: Card, card: Card) -> bool:
        """Whether ``card`` is one the skill of ``holder`` names now."""
        t = self.target
        return (
            card.zone.name in t.zones
            and card.zone.owner in t.seats(self.ad, g, holder.zone.owner)
            and t.matches(self.ad, g, card, holder.iid)
        )

    def words(self) -> str:
        what = f"[{self.keyword}]" if self.keyword else f"{self.power:+d} power"
        return f"{self.target.words()} get {what}"


_V = TypeVar("_V", bound=Verb)

#: the cards whose skills are being read (a condition that reads power or keywords does not read them again)
_READING: set[int] = set()


def from_others(g: Game, card: Card) -> list[ToAll]:
    """The ``to_all`` steps of the skills in force on the field that name ``card`` now."""
    out: list[ToAll] = []
    for seat in range(2):
        for holder in g.cards_in(seat, "leader", "battle"):
            if says(holder, ToAll):
                out.extend(v for v in _in_force(g, holder, ToAll) if v.applies(g, holder, card))
    return out


def _in_force(g: Game, holder: Card, kind: type[_V]) -> list[_V]:
    """The steps of type ``kind`` of ``holder``'s [Permanent] skills in force now: in
    their area, their conditions holding, the card's skills not negated (DBS 8-1-4, 8-3-2)."""
    if holder.iid in _READING:
        return []
    steps = cont_steps(holder, kind)
    if not steps or skills_negated(g, holder):
        return []
    out: list[_V] = []
    for ab, verbs in steps:
        if holder.zone.name not in (ab.zones or FIELD_ZONES):
            continue
        _READING.add(holder.iid)
        try:
            holds = check_condition(g, holder.zone.owner, ab, holder)
        finally:
            _READING.discard(holder.iid)
        if holds:
            out.extend(verbs)
    return out


@dataclass(frozen=True, slots=True)
class PowerCounted(Verb):
    """[Permanent] "This card gets +3000 power for each skill-less Battle Card in your Drop Area"
    ("for every 8 ...": ``every``): the cards ``per`` names now, counted whenever the power is read."""

    ad: Adapter = field(repr=False, compare=False)
    power: int = 0
    per: Selector = THIS
    every: int = 1

    def run(self, g: Game, p: Pending) -> Flow:
        return  # a word of [Permanent] skills only, read where power is
        yield

    def now(self, g: Game, holder: Card) -> int:
        """The power it gives ``holder`` now."""
        n = 0
        for seat in self.per.seats(self.ad, g, holder.zone.owner):
            for word in self.per.zones:
                for zone in self.ad.zones_of(g, seat, word):
                    n += sum(1 for c in zone.cards if self.per.matches(self.ad, g, c, holder.iid))
        return self.power * (n // self.every)

    def words(self) -> str:
        each = "each" if self.every == 1 else f"every {self.every}"
        return f"this card gets {self.power:+d} power for {each} of {self.per.words()}"


def counted_power(g: Game, card: Card) -> int:
    """The power the card's own [Permanent] "for each" skills in force give it now."""
    if not says(card, PowerCounted):
        return 0
    return sum(v.now(g, card) for v in _in_force(g, card, PowerCounted))

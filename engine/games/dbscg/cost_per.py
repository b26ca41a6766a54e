"""A [Permanent] cost reduction for each card: "reduce the energy cost of this
card in your hand by 1 for each Battle Card in your Drop Area" / "... by 1 for
every 2 green Extra Cards in your Battle Area". Like ``reduce_cost`` it is read
by :func:`engine.games.dbscg.skills.energy_cost` while the card is in the hand and
the skill is in force (DBS 8-1-4): the total cost is ``by`` less for each
``every`` cards the ``per`` selector names now (every matching card, none
chosen), counted again whenever the cost is read. The specified cost stays
(DBS 2-11-1-1-1) and a cost is never below 0 (DBS 1-3-6)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import SpecError, Verb, Whole, lasting
from engine.grammar.verbs import Sugar, WithSelector
from engine.state import Card, Game
from engine.timing import Pending

#: the areas counted (never the hand: its cards' costs may be counted by each other)
COUNTED = ("battle", "drop", "warp", "energy", "leader")


@dataclass(frozen=True, slots=True)
class CostPer(Verb):
    """The energy cost of this card in the hand is ``by`` less for each ``every`` cards ``per`` names."""

    ad: Adapter = field(repr=False, compare=False)
    per: Selector = THIS
    by: int = 1
    every: int = 1

    def run(self, g: Game, p: Pending) -> Flow:
        """A word of [Permanent] skills only: read where the cost is, never carried out."""
        return
        yield

    def less(self, g: Game, card: Card) -> int:
        """How much less ``card`` (in its owner's hand) costs now."""
        p = Pending(0, card.zone.owner, card.name, card.iid, card.incarnation)
        return self.by * (len(self.per.cards(self.ad, g, p)) // self.every)

    def words(self) -> str:
        each = "each" if self.every == 1 else f"every {self.every}"
        return f"the energy cost of this card in your hand is {self.by} less for {each} of {self.per.words()}"


def _cost_per(raw: tuple[Selector, dict[str, Any]]) -> CostPer:
    per, opts = raw
    if per.count or per.up_to or per.top or per.this or not per.zones or not set(per.zones) <= set(COUNTED):
        raise SpecError(f"'per' counts every card it names: count = \"all\", no top, a zone of {', '.join(COUNTED)}")
    return CostPer(ADAPTER, per, int(opts.get("by", 1)), int(opts.get("every", 1)))


register_vocabulary(
    GAME,
    effects={
        "reduce_cost_per": lasting(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER, zone="drop", this=False, top=False),
                    {"by": Whole(1, 20, "an amount"), "every": Whole(1, 20, "a number of cards")},
                    key="per",
                ),
                _cost_per,
            ),
            "[Permanent] the energy cost (the total cost, DBS 2-11-3) of this card in the hand is ``by`` less for"
            " each (``every`` N) of the cards the selector ``per`` names, counted whenever the cost is read",
        ),
    },
)

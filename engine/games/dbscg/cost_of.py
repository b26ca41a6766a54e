"""A [Permanent] cost reduction of other cards: "reduce the energy costs of all
《X》 cards in your hand by 1", "the energy cost of <X> in your hand is reduced
by 1" (``reduce_cost_of``; the combo cost, DBS 2-10: ``reduce_combo_cost_of``,
and of this card in the hand: ``reduce_combo_cost``). Read by
:func:`engine.games.dbscg.skills.energy_cost` (``combo_cost_now``): while the skill is
in force on a card in its owner's Leader or Battle Area (DBS 8-1-4; not negated,
DBS 8-3-2), the total cost of each card of that player's hand the ``cards``
selector names is ``by`` less. The specified cost stays (DBS 2-11-1-1-1) and a
cost is never below 0 (DBS 1-3-6)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import ListOf, SpecError, Table, Text, Verb, Whole, lasting
from engine.grammar.verbs import Sugar, WithSelector
from engine.state import Card, Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class CostOf(Verb):
    """The energy cost of the cards of the hand ``cards`` names is ``by`` less."""

    ad: Adapter = field(repr=False, compare=False)
    cards: Selector = THIS
    by: int = 1

    def run(self, g: Game, p: Pending) -> Flow:
        """A word of [Permanent] skills only: read where the cost is, never carried out."""
        return
        yield

    def less(self, g: Game, card: Card, source: Card) -> int:
        """How much less ``card`` (in a hand) costs by the skill of ``source``."""
        if card.zone.name != "hand" or card.zone.owner != source.zone.owner:
            return 0
        return self.by if self.cards.matches(self.ad, g, card, source.iid) else 0

    def words(self) -> str:
        return f"the energy cost of {self.cards.words()} is {self.by} less"


@dataclass(frozen=True, slots=True)
class ComboLess(Verb):
    """The combo (or energy) cost of this card is ``by`` less in ``areas`` (read by ``skills.combo_cost_now``,
    ``skills.energy_cost``)."""

    ad: Adapter = field(repr=False, compare=False)
    by: int = 1
    areas: tuple[str, ...] = ("hand",)

    def run(self, g: Game, p: Pending) -> Flow:
        """A word of [Permanent] skills only: read where the cost is, never carried out."""
        return
        yield

    def words(self) -> str:
        return f"the cost of this card in your {' and '.join(self.areas)} is {self.by} less"


def _less_in(v: dict[str, Any]) -> ComboLess:
    areas = tuple(str(a) for a in v["areas"])
    if areas[:1] != ("hand",) or len(areas) != 2:
        raise SpecError('areas: "hand" and one other area, such as ["hand", "battle"]')
    return ComboLess(ADAPTER, int(v["by"]), areas)


def _cost_of(raw: tuple[Selector, dict[str, Any]]) -> CostOf:
    cards, opts = raw
    if cards.zones != ("hand",) or cards.owner != "you" or cards.count or cards.top or cards.this:
        raise SpecError('\'cards\' names every card of your hand it matches: zone = "hand", count = "all"')
    if any(stat == "cost" for stat, _, _ in cards.stats):
        raise SpecError("'cards' may not name an energy cost (it is the cost being reduced)")
    return CostOf(ADAPTER, cards, int(opts.get("by", 1)))


def _areas_table(others: set[str]) -> Table:
    """``{ by = N, areas = ["hand", X] }``: X one of ``others``."""
    return Table(
        {"by": Whole(1, 20, "an amount"), "areas": ListOf(Text(("hand", *sorted(others))), 2, 2)},
        frozenset({"by", "areas"}),
        '{ by = 1, areas = ["hand", "battle"] }',
        as_dict=True,
    )


_CARDS = WithSelector(
    SelectorSpec(ADAPTER, zone="hand", this=False, top=False), {"by": Whole(1, 20, "an amount")}, key="cards"
)

register_vocabulary(
    GAME,
    effects={
        "reduce_cost_of": lasting(
            Sugar(_CARDS, _cost_of),
            "[Permanent] the energy cost (the total cost, DBS 2-11-3) of the cards of your hand the selector"
            " ``cards`` names is ``by`` less while the skill is in force in the Leader or Battle Area",
        ),
        "reduce_combo_cost_of": lasting(
            Sugar(_CARDS, _cost_of),
            "[Permanent] the combo cost (DBS 2-10) of the cards of your hand the selector ``cards`` names is ``by``"
            " less while the skill is in force in the Leader or Battle Area",
        ),
        "reduce_cost_in": lasting(
            Sugar(_areas_table({"battle", "drop"}), _less_in),
            '[Permanent] "reduce the energy cost of this card in your hand and Battle Area / Drop Area by N": the'
            " energy cost (the total cost, DBS 2-11-3) is ``by`` less in those areas while the skill is in force",
        ),
        "reduce_combo_cost_in": lasting(
            Sugar(_areas_table({"battle"}), _less_in),
            '[Permanent] "reduce the combo cost of this card in your hand and Battle Area by N" (DBS 2-10)',
        ),
        "reduce_combo_cost": lasting(
            Sugar(Whole(1, 20, "an amount"), lambda n: ComboLess(ADAPTER, int(n))),
            "[Permanent] the combo cost (DBS 2-10) of this card in the hand is N less while the skill is in force",
        ),
    },
)

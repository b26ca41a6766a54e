"""Cards shuffled into a deck: "shuffle up to 2 Battle Cards from your
opponent's Drop Area into their deck", "choose up to 3 X in your Drop Area
and shuffle them into your deck", "choose up to 1 of your opponent's Battle
Cards and shuffle it into its owner's deck". The cards chosen go into their
owners' decks (as ``put`` puts them: a card leaving the Battle Area leaves it
as the rules say, DBS 11-3-5), then each deck that received a card is
shuffled, so the order they went in does not matter (DBS 3-1-6)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import SpecError, Verb, once
from engine.grammar.verbs import Put, Sugar, WithSelector
from engine.messages import msg
from engine.state import Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class ShuffleIn(Verb):
    """The cards ``what`` names into their owners' decks, each such deck then shuffled."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        moved = yield from Put(self.ad, self.what, "deck").run(g, p)
        for seat in sorted({c.owner for c in moved or ()}):
            g.shuffle(g.zone(seat, "deck"))
            g.log(msg("dbs.log.deck_shuffled", label=label_of(g, p), n=seat + 1))

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.what.idle(self.ad, g, p)

    def words(self) -> str:
        return f"shuffle {self.what.words()} into their owners' decks"


def _shuffle_in(raw: tuple[Selector, dict[str, Any]]) -> ShuffleIn:
    what, _opts = raw
    if what.top or what.this or "deck" in what.zones:
        raise SpecError("names cards outside a deck, chosen or all (not this card, not the top of a pile)")
    return ShuffleIn(ADAPTER, what)


register_vocabulary(
    GAME,
    effects={
        "shuffle_in": once(
            Sugar(WithSelector(SelectorSpec(ADAPTER, this=False, top=False), {}), _shuffle_in),
            "the cards a selector names into their owners' decks, each of those decks then shuffled",
        ),
    },
)

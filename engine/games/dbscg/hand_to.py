"""A hand brought to a number of cards: "draw cards until you have 4 cards in
your hand" (``draw_to``: as many as the hand lacks, one at a time, as many as
the deck holds, DBS 1-3-2) and "your opponent chooses cards in their hand and
places them in their Drop Area until they have 3 cards in hand"
(``opponent_discard_to``: as many as the hand holds above the number, chosen
by the opponent). A hand already at or past (below) the number is left as it is."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.abilities import register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import Selector
from engine.grammar.spec import Verb, Whole, once
from engine.grammar.verbs import Draw, Put, Sugar
from engine.messages import msg
from engine.state import Game
from engine.timing import Pending

#: how many cards a hand is brought to
HAND = Whole(0, 60, "a number of cards in a hand")


@dataclass(frozen=True, slots=True)
class DrawTo(Verb):
    """Draw until the master has ``n`` cards in their hand."""

    ad: Adapter = field(repr=False, compare=False)
    n: int = 0

    def run(self, g: Game, p: Pending) -> Flow:
        lack = self.n - len(g.zone(p.controller, "hand").cards)
        if lack <= 0:
            g.log(msg("dbs.log.hand_full", label=label_of(g, p), n=p.controller + 1, k=self.n))
            return
        yield from Draw(self.ad, lack).run(g, p)

    def words(self) -> str:
        return f"draw until you have {self.n} cards in your hand"


@dataclass(frozen=True, slots=True)
class OpponentDiscardTo(Verb):
    """The master's opponent places cards of their hand, chosen by them, in their Drop Area until ``n`` are left."""

    ad: Adapter = field(repr=False, compare=False)
    n: int = 0

    def run(self, g: Game, p: Pending) -> Flow:
        opponent = g.opponent(p.controller)
        over = len(g.zone(opponent, "hand").cards) - self.n
        if over <= 0:
            g.log(msg("dbs.log.hand_small", label=label_of(g, p), n=opponent + 1, k=self.n))
            return
        what = Selector(zones=("hand",), owner="opponent", count=over, chosen_by="opponent")
        yield from Put(self.ad, what, self.ad.discard, rule=self.ad.rules.get("discard", "")).run(g, p)

    def words(self) -> str:
        return f"your opponent places cards of their hand in their Drop Area until they have {self.n}"


register_vocabulary(
    GAME,
    effects={
        "draw_to": once(
            Sugar(HAND, lambda n: DrawTo(ADAPTER, int(n))),
            "draw cards until you have N cards in your hand (none when you have N or more)",
        ),
        "opponent_discard_to": once(
            Sugar(HAND, lambda n: OpponentDiscardTo(ADAPTER, int(n))),
            "your opponent chooses cards in their hand and places them in their Drop Area until they have N",
        ),
    },
)

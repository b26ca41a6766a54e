"""Skills used while their card is in the Drop Area (DBS 2-12-2: a skill works
where its text says) that move that card: "Add this card from your Drop Area
to your hand". The card moves only if it is still in the Drop Area as the
same card (DBS 8-6-7, 1-3-2: a card that changed areas is a new card)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.abilities import register_vocabulary
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Flow
from engine.grammar.spec import Flag, Verb, once
from engine.grammar.verbs import Sugar
from engine.state import Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class DropSelfToHand(Verb):
    """This card goes from its owner's Drop Area to their hand, shown to every player."""

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        card = g.cards[p.source] if p.source is not None else None
        if card is None or card.incarnation != p.source_inc or card.zone.name != "drop":
            g.log(f"{p.label}: the card is no longer in the Drop Area; it stays where it is", rule=rs.r("impossible"))
            return
        g.move(card, g.zone(card.owner, "hand"), why=p.label, rule=rs.r("skill_resolve"))
        g.reveal(card)  # it came from an open area: every player knows it
        g.log(f"{p.label}: {card.name} is added from the Drop Area to its owner's hand", rule=rs.r("skill_resolve"))
        return
        yield

    def words(self) -> str:
        return "add this card from your Drop Area to your hand"


register_vocabulary(
    GAME,
    effects={
        "drop_self_to_hand": once(
            Sugar(Flag(), lambda _: DropSelfToHand()),
            "add this card from the Drop Area to its owner's hand (a skill used in the Drop Area, DBS 2-12-2)",
        ),
    },
)

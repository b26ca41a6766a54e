"""Skills that move their own card: "Add this card from your Drop Area to your
hand" (a skill used while its card is in the Drop Area, DBS 2-12-2: a skill
works where its text says) and "send this card to its owner's Warp" (a card
in the Leader or Battle Area, DBS 11-4-1). The card moves only if it is still
there as the same card (DBS 8-6-7, 1-3-2: a card that changed areas is a new card)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.abilities import register_vocabulary
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of, named
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Flow
from engine.grammar.spec import Flag, Verb, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class DropSelfToHand(Verb):
    """This card goes from its owner's Drop Area to their hand, shown to every player."""

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        card = g.cards[p.source] if p.source is not None else None
        if card is None or card.incarnation != p.source_inc or card.zone.name != "drop":
            g.log(msg("dbs.log.stays_put", label=label_of(g, p)), rule=rs.r("impossible"))
            return
        g.move(card, g.zone(card.owner, "hand"), why=p.label, rule=rs.r("skill_resolve"))
        g.reveal(card)  # it came from an open area: every player knows it
        g.log(msg("dbs.log.drop_to_hand", label=label_of(g, p), card=named(card)), rule=rs.r("skill_resolve"))
        return
        yield

    def words(self) -> str:
        return "add this card from your Drop Area to your hand"


@dataclass(frozen=True, slots=True)
class WarpSelf(Verb):
    """This card, still in its Leader or Battle Area, goes face up to its owner's
    Warp (DBS 11-4-1). There is no Warp in ver.1.00: nothing happens (DBS1.0 1-3-2)."""

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        card = g.cards[p.source] if p.source is not None else None
        if (
            not rs.has_warp
            or card is None
            or card.incarnation != p.source_inc
            or card.zone.name not in ("leader", "battle")
        ):
            g.log(msg("dbs.log.not_warped", label=label_of(g, p)), rule=rs.r("impossible"))
            return
        g.move(card, g.zone(card.owner, "warp"), face_up=True, why="sent to the Warp", rule=rs.r("warp"))
        g.log(msg("dbs.log.to_warp", card=named(card)), rule=rs.r("warp"))
        return
        yield

    def words(self) -> str:
        return "send this card to its owner's Warp"


register_vocabulary(
    GAME,
    effects={
        "drop_self_to_hand": once(
            Sugar(Flag(), lambda _: DropSelfToHand()),
            "add this card from the Drop Area to its owner's hand (a skill used in the Drop Area, DBS 2-12-2)",
        ),
        "warp_self": once(
            Sugar(Flag(), lambda _: WarpSelf()),
            "send this card from the Leader or Battle Area to its owner's Warp (DBS 11-4-1)",
        ),
    },
)

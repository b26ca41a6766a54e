"""Up to N cards from the top of your deck to an area: "send up to 2 cards
from the top of your deck to your Warp", "place up to 2 cards from the top of
your deck in your energy". The master chooses how many, 0 to N (DBS 8-5-3-2),
and that many of the top cards go there one by one from the top: to the Warp
(DBS 11-4-1; no Warp in ver.1.00: nothing happens, DBS1.0 1-3-2), or to the
Energy Area in Active Mode unless "in Rest Mode" is said (DBS 3-8-3).
(The Drop Area is ``mill_up_to``.)"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.flow import choose_number
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.spec import Flag, Table, Text, Verb, Whole, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import REST, STAND, Game
from engine.timing import Pending

#: the areas the cards go to, and how each is said
TO = {"warp": "Warp", "energy": "Energy Area"}


@dataclass(frozen=True, slots=True)
class TopUpTo(Verb):
    """Up to ``up_to`` cards from the top of the master's deck to the area ``to``."""

    ad: Adapter = field(repr=False, compare=False)
    up_to: int = 1
    to: str = "warp"
    rest: bool = False

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        if self.to == "warp" and not rs.has_warp:
            g.log(msg("dbs.log.no_warp"), rule=rs.r("impossible"))
            return
        deck = g.zone(p.controller, "deck")
        area = g.zone(p.controller, self.to)
        k = yield from choose_number(
            g,
            p.controller,
            f"{p.label}: how many cards from the top of your deck to place in your {TO[self.to]}?",
            0,
            min(self.up_to, len(deck.cards)),
            rule=rs.r("choose_up_to"),
        )
        rule = rs.r("warp") if self.to == "warp" else rs.r("choose_up_to")
        for _ in range(k):
            g.move(deck.cards[-1], area, face_up=True, orientation=REST if self.rest else STAND, why=p.label, rule=rule)
        g.log(msg(f"dbs.log.top_to.{self.to}", label=label_of(g, p), n=p.controller + 1, k=k))

    def words(self) -> str:
        return f"up to {self.up_to} card(s) from the top of your deck to your {TO[self.to]}"


def _top_up_to(v: dict[str, Any]) -> TopUpTo:
    return TopUpTo(ADAPTER, int(v["up_to"]), str(v["to"]), bool(v.get("rest", False)))


register_vocabulary(
    GAME,
    effects={
        "top_up_to": once(
            Sugar(
                Table(
                    {"up_to": Whole(1, 60, "a number of cards"), "to": Text(tuple(TO)), "rest": Flag()},
                    frozenset({"up_to", "to"}),
                    '{ up_to = 2, to = "warp" }',
                    as_dict=True,
                ),
                _top_up_to,
            ),
            "up to N cards from the top of your deck to your Warp or Energy Area (rest = true: in Rest Mode), the"
            " number chosen (DBS 8-5-3-2)",
        ),
    },
)

"""KO by a total: "choose any number of your opponent's Battle Cards whose
total energy cost adds up to 3 or less and KO them" (DBS 10-1, 8-5-3). The
master chooses the cards one after the other while the next one keeps the
total of their energy costs (DBS 2-11-3) within the number, and may stop at
any time (any number, none included); the chosen cards are then KO-ed.
[Barrier] cards of the opponent cannot be chosen (DBS 10-16-1)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.flow import choose_cards
from engine.games.dbscg.damage import ko
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import SpecError, Verb, Whole, once
from engine.grammar.verbs import Sugar, WithSelector
from engine.state import Card, Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class KoTotal(Verb):
    """KO any number of the Battle Cards ``what`` names whose energy costs add
    up to ``total`` or less, chosen one after the other."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    total: int = 0

    def run(self, g: Game, p: Pending) -> Flow:
        rule = ruleset_of(g).r("ko")
        cards = [c for c in self.what.cards(self.ad, g, p) if self.what.may_choose(self.ad, g, p.controller, c)]
        chosen: list[Card] = []
        left = self.total
        while True:
            fits = [c for c in cards if c not in chosen and self.ad.stat(g, c, "cost") <= left]
            if not fits:
                break
            prompt = f"KO {self.what.kind_words()}: choose one more (energy costs {left} or less left), or none to stop"
            pick: list[Card] = yield from choose_cards(g, p.controller, prompt, fits, 0, 1, rule=rule)
            if not pick:
                break
            chosen.append(pick[0])
            left -= self.ad.stat(g, pick[0], "cost")
        by = g.source_of(p)
        for card in chosen:
            yield from ko(g, card, by_opponent=card.owner != p.controller, why="KO-ed by a skill", rule=rule, by=by)

    def words(self) -> str:
        return f"KO any number of {self.what.words()} with a total energy cost of {self.total} or less"


def _ko_total(raw: tuple[Selector, dict[str, Any]]) -> KoTotal:
    what, opts = raw
    if "total" not in opts:
        raise SpecError("needs the key 'total' (the most the energy costs of the cards add up to)")
    if what.zones != ("battle",) or what.types != ("battle",) or what.top or what.this:
        raise SpecError('KOs Battle Cards: zone = "battle", type = "battle"')
    return KoTotal(ADAPTER, what, int(opts["total"]))


register_vocabulary(
    GAME,
    effects={
        "ko_total": once(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER, zone="battle", this=False, top=False),
                    {"total": Whole(0, 99, "a total energy cost")},
                ),
                _ko_total,
            ),
            "KO any number of the Battle Cards a selector names whose energy costs add up to N or less (DBS 10-1)",
        ),
    },
)

"""Power for each card: "this card gets +6000 power for each card in your
energy for the duration of the battle", "choose 1 of your other Battle Cards.
It gains +1000 power for each of your energy for the turn". The cards counted
are those the ``per`` selector names as the step resolves (every matching
card, none chosen); the ``target`` (this card by default, else chosen as its
selector says, DBS 8-5-3) then gets ``power`` times that number until the end
of ``until`` — a number fixed as the skill resolves, not counted again later."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import AMOUNT, register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import SpecError, Text, Verb, once
from engine.grammar.verbs import Sugar, WithSelector
from engine.messages import msg
from engine.state import Card, Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class PowerPer(Verb):
    """The cards ``target`` names get ``power`` for each card ``per`` names now, until ``until``."""

    ad: Adapter = field(repr=False, compare=False)
    target: Selector = THIS
    power: int = 0
    per: Selector = THIS
    until: str = "turn"

    def run(self, g: Game, p: Pending) -> Flow:
        rule = self.ad.rule(g, "gets")
        prompt = f"Choose {self.target.words()} to get {self.power:+d} power for each of {self.per.words()}"
        cards: list[Card] = yield from self.ad.select(g, p, self.target, prompt, rule)
        counted = len(self.per.cards(self.ad, g, p))
        g.log(msg("dbs.log.counted", k=counted, what=self.per.words()), rule=rule)
        for card in cards:
            n = self.power * counted
            self.ad.add_stat(g, p, card, "power", n, self.until)
            g.log(self.ad.change_message(card, "power", n, self.until), rule=rule)

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.target.idle(self.ad, g, p)

    def words(self) -> str:
        return f"{self.target.words()} gets {self.power:+d} power for each of {self.per.words()}"


def _power_per(raw: tuple[Selector, dict[str, Any]]) -> PowerPer:
    target, opts = raw
    if "power" not in opts or "per" not in opts:
        raise SpecError("needs the keys 'power' (for each card) and 'per' (the cards counted)")
    per: Selector = opts["per"]
    if per.count or per.up_to or per.top or per.this:
        raise SpecError("'per' counts every card it names: count = \"all\", no top")
    return PowerPer(ADAPTER, target, int(opts["power"]), per, str(opts.get("until", "turn")))


register_vocabulary(
    GAME,
    effects={
        "power_per": once(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER),
                    {
                        "power": AMOUNT,
                        "per": SelectorSpec(ADAPTER, this=False, top=False),
                        "until": Text(ADAPTER.durations),
                    },
                    "target",
                ),
                _power_per,
            ),
            "the cards a selector names (this card by default) get +N power for each card another selector names "
            "as the skill resolves",
        ),
    },
)

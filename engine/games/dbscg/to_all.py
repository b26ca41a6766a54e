"""The word ``to_all`` of [Permanent] skills that change other cards ("All 《X》
cards in your Battle Area gain [Barrier]"), read by
:mod:`engine.games.dbscg.lasting_all`."""

from __future__ import annotations

from typing import Any

from engine.abilities import AMOUNT, register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.lasting_all import ToAll
from engine.games.dbscg.schema import GAME, KEYWORDS
from engine.grammar.selector import Selector, SelectorSpec
from engine.grammar.spec import SpecError, Text, lasting
from engine.grammar.verbs import Sugar, WithSelector


def _to_all(raw: tuple[Selector, dict[str, Any]]) -> ToAll:
    target, opts = raw
    if ("keyword" in opts) == ("power" in opts):
        raise SpecError("needs one of the keys 'keyword' and 'power'")
    if target.this or target.top or target.count or any(stat == "power" for stat, _, _ in target.stats):
        raise SpecError('names every card it says (count = "all"), by anything but their power')
    return ToAll(ADAPTER, target, str(opts.get("keyword", "")), int(opts.get("power", 0)))


register_vocabulary(
    GAME,
    effects={
        "to_all": lasting(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER, zone="battle", this=False, top=False),
                    {"keyword": Text(KEYWORDS), "power": AMOUNT},
                    "target",
                ),
                _to_all,
            ),
            "[Permanent] every card a selector names gains a keyword or gets +N power while the skill is in force"
            " (DBS 8-1-4, 8-8-1)",
        ),
    },
)

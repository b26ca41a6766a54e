"""The word ``to_all`` of [Permanent] skills that change other cards ("All 《X》
cards in your Battle Area gain [Barrier]"), read by
:mod:`engine.games.dbscg.lasting_all`."""

from __future__ import annotations

from typing import Any

from engine.abilities import AMOUNT, register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.lasting_all import PowerCounted, ToAll
from engine.games.dbscg.schema import GAME, KEYWORDS
from engine.grammar.selector import Selector, SelectorSpec
from engine.grammar.spec import SpecError, Text, Whole, lasting
from engine.grammar.verbs import Sugar, WithSelector


def _to_all(raw: tuple[Selector, dict[str, Any]]) -> ToAll:
    target, opts = raw
    if ("keyword" in opts) == ("power" in opts):
        raise SpecError("needs one of the keys 'keyword' and 'power'")
    if target.this or target.top or target.count or any(stat == "power" for stat, _, _ in target.stats):
        raise SpecError('names every card it says (count = "all"), by anything but their power')
    return ToAll(ADAPTER, target, str(opts.get("keyword", "")), int(opts.get("power", 0)))


def _power_counted(raw: tuple[Selector, dict[str, Any]]) -> PowerCounted:
    per, opts = raw
    if "power" not in opts:
        raise SpecError("needs the key 'power' (for each card counted)")
    if per.this or per.top or per.count or any(stat == "power" for stat, _, _ in per.stats):
        raise SpecError("'per' counts every card it names (count = \"all\"), by anything but their power")
    return PowerCounted(ADAPTER, int(opts["power"]), per, int(opts.get("every", 1)))


register_vocabulary(
    GAME,
    effects={
        "power_counted": lasting(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER, this=False, top=False),
                    {"power": AMOUNT, "every": Whole(1, 99, "a number of cards")},
                    "per",
                ),
                _power_counted,
            ),
            "[Permanent] this card gets +N power for each card (or each ``every`` cards) a selector names now"
            " (DBS 8-1-4, 8-8-1)",
        ),
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

"""Weiss Schwarz: "When you use this card's Backup (printed 『ASSIST』 in
translations), choose 1 of your characters in battle, during this turn, it
gets +1000 power", compiled from card text (original wording), in play:
the Backup played in the counter step (WS 7.4.1.2.1, WS 10.5.2) puts the
card into the waiting room; the automatic ability waits for the check
timing that ends the counter step (WS 8.7.2, WS 7.4.1.3) and gives the
power to the defending character, your character in battle."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import battle
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power
from engine.state import REVERSE
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, stack_top, take

BACKUP = "【S】【COUNTER】 ASSIST 2000 Level 1 [(1) Place this card from Hand into Waiting Room]"
USED = (
    "【A】When you use this card's 『ASSIST』, if you have 《Tide》 Character, choose 1 of your Character in battle, "
    "during this turn, it gets +1000 Power."
)


def _compiled(text: str) -> list[dict[str, Any]]:
    out = []
    for r in compile_card("weiss", {"type": "character", "text": text}).results:
        assert r.compiled and r.ability is not None, r.reason
        out.append(r.ability)
    return out


def _counter(trait: str) -> tuple[Any, Any]:
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    dfn = reprint(take(g, 1, "TCA-001", "cs_middle"), traits=[trait])  # 3000
    helper = reprint(take(g, 1, "TCA-006", "hand"), *_compiled(BACKUP + "\n" + USED))
    take(g, 1, "TCA-008", "level")
    fill(g, 1, "stock", 1)
    stack_top(g, 0, ["EWA-004"])
    stack_top(g, 1, ["TCA-002"])
    run(battle.attack(g, att, HANDLERS), script("frontal", f"backup:{helper.iid}")[0])
    return g, (att, dfn, helper)


def test_ws_10_5_2_the_ability_of_the_backup_used_adds_to_the_defending_character() -> None:
    g, (att, dfn, helper) = _counter("Tide")
    assert helper.zone.name == "waiting_room"
    assert power(g, dfn) == 3000 + 2000 + 1000
    assert att.orientation == REVERSE and dfn.orientation != REVERSE


def test_ws_10_5_2_without_a_character_of_the_trait_only_the_backup() -> None:
    g, (_, dfn, _) = _counter("Reef")
    assert power(g, dfn) == 3000 + 2000

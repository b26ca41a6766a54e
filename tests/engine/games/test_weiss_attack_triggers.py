"""Weiss Schwarz triggers of an attack, compiled from card text (original
wording): "when this card is being front attacked" (the defending character
of a frontal attack, WS 7.2.1.5.1), "when this card direct attacks" (one
type of attack, WS 7.2.1.4), "when this card becomes reverse in battle" (by
the battle, WS 7.6.1.2), "when your character trigger checks a climax" (WS
7.3.1.2) and "perform trigger check 2 times during trigger step", played
through :func:`battle.attack` with the demo decks."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import abilities, battle
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power
from engine.state import REVERSE
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, stack_top, take

NO_TRIGGER = "EWA-004"  # a character without trigger icon
CLIMAX = "EWA-012"  # a climax (soul and draw triggers)


def _compiled(line: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _hand(g: Any, seat: int) -> int:
    return len(g.zone(seat, "hand").cards)


def test_ws_7_2_1_5_1_the_defending_character_of_a_frontal_attack_is_front_attacked() -> None:
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")
    dfn = reprint(
        take(g, 1, "TCA-002", "cs_middle"), _compiled("【A】When this card is being Front Attacked, draw 1 card.")
    )
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-001"])
    before = _hand(g, 1)
    run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
    assert dfn.zone.name != "hand" and _hand(g, 1) == before + 1


def test_a_side_attack_is_not_a_front_attack() -> None:
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_left")
    reprint(take(g, 1, "TCA-005", "cs_right"), _compiled("【A】When this card is being Front Attacked, draw 1 card."))
    stack_top(g, 0, [NO_TRIGGER])
    before = _hand(g, 1)
    run(battle.attack(g, att, HANDLERS), script("side")[0])
    assert _hand(g, 1) == before


def test_ws_7_2_1_4_when_this_card_direct_attacks_only_a_direct_attack() -> None:
    line = "【A】When this card Direct Attacks, draw 1 card."
    g = fresh()
    att = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    before = _hand(g, 0)
    run(battle.attack(g, att, HANDLERS), script()[0])  # nothing faces it: a direct attack
    assert _hand(g, 0) == before + 1
    g = fresh()
    att = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    take(g, 1, "TCA-005", "cs_right")
    stack_top(g, 0, [NO_TRIGGER])
    before = _hand(g, 0)
    run(battle.attack(g, att, HANDLERS), script("side")[0])
    assert _hand(g, 0) == before


def test_ws_7_6_1_2_reversed_in_battle_by_the_battle_only() -> None:
    line = "【A】When this card becomes REVERSE in battle, draw 1 card."
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    dfn = reprint(take(g, 1, "TCA-002", "cs_middle"), _compiled(line))  # 1500
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-001"])
    before = _hand(g, 1)
    run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
    assert dfn.orientation == REVERSE and _hand(g, 1) == before + 1
    # reversed by an effect: not in battle
    g = fresh()
    src = take(g, 0, "EWA-001", "cs_middle")
    other = reprint(take(g, 1, "TCA-002", "cs_middle"), _compiled(line))
    before = _hand(g, 1)
    g.set_orientation(other, REVERSE)
    g.happen("reverse", (other,), by=(src,), cause="effect", text="reversed", rule="WS 7.2.1.5.1")
    run(abilities.check_timing(g), script()[0])
    assert _hand(g, 1) == before


def test_ws_7_3_1_2_a_climax_revealed_by_the_trigger_check_triggers_your_characters() -> None:
    line = "【A】When your Character Trigger Checks a Climax, during this turn, this card gets +2000 Power."
    for top, gained in ((CLIMAX, 2000), (NO_TRIGGER, 0)):
        g = fresh()
        att = take(g, 0, "EWA-002", "cs_left")
        watcher = reprint(take(g, 0, "EWA-001", "bs_left"), _compiled(line))
        stack_top(g, 0, [top])
        stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
        before = power(g, watcher)
        run(battle.attack(g, att, HANDLERS), script(default="no")[0])
        assert power(g, watcher) == before + gained


def test_ws_7_3_1_2_the_trigger_check_performed_two_times() -> None:
    line = (
        "【A】[(1)] When this card attacks, you may pay the cost. If you did, during this attack, perform Trigger "
        "Check 2 times during Trigger Step."
    )
    for pay, checks in (("yes", 2), ("no", 1)):
        g = fresh()
        att = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
        fill(g, 0, "stock", 1)
        stack_top(g, 0, [NO_TRIGGER, NO_TRIGGER])
        stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
        run(battle.attack(g, att, HANDLERS), script(default=pay)[0])
        paid = 1 if pay == "yes" else 0
        assert len(g.zone(0, "stock").cards) == 1 - paid + checks


def test_ws_7_6_1_2_another_of_your_characters_reversed_in_battle() -> None:
    line = "【A】When another of your Characters becomes REVERSE in battle, draw 1 card."
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    dfn = take(g, 1, "TCA-002", "cs_middle")  # 1500
    watcher = reprint(take(g, 1, "TCA-001", "cs_left"), _compiled(line))
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-003"])
    before = _hand(g, 1)
    run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
    assert dfn.orientation == REVERSE and watcher.orientation != REVERSE
    assert _hand(g, 1) == before + 1


def test_ws_7_6_1_2_the_battle_opponent_of_another_of_your_characters_reversed() -> None:
    line = "【A】When your other Character's battle opponent becomes REVERSE, draw 1 card."
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    take(g, 1, "TCA-002", "cs_middle")  # 1500
    watcher = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-003"])
    before = _hand(g, 0)
    run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
    assert watcher.zone.name == "cs_left" and _hand(g, 0) == before + 1


def test_ws_7_6_1_2_a_battle_opponent_of_level_2_or_higher_reversed() -> None:
    line = "【A】When this card's battle opponent with Level 2 or higher becomes REVERSE, draw 1 card."
    for level, drawn in ((2, 1), (1, 0)):
        g = fresh()
        att = reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled(line))  # 3000
        reprint(take(g, 1, "TCA-002", "cs_middle"), level=level)  # 1500
        stack_top(g, 0, [NO_TRIGGER])
        stack_top(g, 1, ["TCA-003"])
        before = _hand(g, 0)
        run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
        assert _hand(g, 0) == before + drawn

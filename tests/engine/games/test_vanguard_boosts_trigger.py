"""Cardfight!! Vanguard: "When this unit boosts a unit named X / with "X" in
its card name / a <clan> vanguard, the boosted unit gets [Power]+N until end
of that battle", compiled from card text (original wording), in play: the
trigger condition is about the boosted unit (VG 8.1.1.2.1, VG 7.3.1.5.1)
and the boosted unit gets the power for that battle (VG 7.3.1.6)."""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.cardtext import compile_card
from engine.games.vanguard.battle import attack_sub_phase
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import answer_attack, battle_game, custom, drive

NAMED = (
    "[AUTO](RC):When this unit boosts a unit named 'Lantern Warden', the boosted unit gets [Power]+4000 "
    "until end of that battle."
)
NAME_HAS = (
    "[AUTO](RC)[Soul Blast (1)] When this unit boosts a unit with 'Lantern' in its card name you may pay the cost. "
    "If you do the boosted unit gets [Power]+6000 until end of that battle."
)
CLAN_VANGUARD = (
    "[AUTO](RC)When this unit boosts a Sunforge Legion vanguard the boosted unit gets [Power]+3000 "
    "until end of that battle."
)


def _ability(line: str) -> dict[str, Any]:
    (r,) = compile_card(
        "vanguard", {"type": "normal_unit", "clan": "Sunforge Legion", "grade": 1, "text": line}
    ).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _battle(line: str, attacker: str, circle: str = "RC_FL", soul: int = 0) -> str:
    """The battle's power line: a 6000 unit named ``attacker`` boosted by a 3000
    unit with the ability attacks a 30000 vanguard."""
    g = battle_game()
    _clear_vanguard(g, 1)
    if circle == "VC":
        _clear_vanguard(g, 0)
    atk = custom(g, 0, circle, name=attacker, power=6000, clan="Sunforge Legion")
    behind = "RC_BC" if circle == "VC" else "RC_BL"
    custom(g, 0, behind, power=3000, skills=("boost",), abilities=(_ability(line),))
    for _ in range(soul):
        g.move(g.zone(0, "deck").cards[-1], g.zone(0, "soul"))
    vc = custom(g, 1, "VC", power=30000)

    def answer(d: Any) -> Any:
        if "Boost" in d.prompt:
            return "yes"
        if "pay" in d.prompt.lower() or "use" in d.prompt.lower():
            return "yes"
        return answer_attack(atk, vc)(d)

    drive(g, attack_sub_phase(g), answer)
    return next(str(getattr(e, "text", "")) for e in g.journal if " power against " in str(getattr(e, "text", "")))


def test_vg_7_3_1_6_boosting_the_unit_named() -> None:
    assert " 13000 power against " in _battle(NAMED, "Lantern Warden")


def test_vg_8_1_1_2_1_boosting_a_unit_of_another_name_does_not_trigger() -> None:
    assert " 9000 power against " in _battle(NAMED, "Lantern Keeper")


def test_vg_2_1_1_boosting_a_unit_with_the_words_in_its_name_after_the_cost() -> None:
    assert " 15000 power against " in _battle(NAME_HAS, "Lantern Keeper", soul=1)
    assert " 9000 power against " in _battle(NAME_HAS, "Ember Keeper", soul=1)


def test_vg_7_3_1_5_1_boosting_a_vanguard_of_the_clan_only() -> None:
    assert " 12000 power against " in _battle(CLAN_VANGUARD, "Sun Captain", circle="VC")
    assert " 9000 power against " in _battle(CLAN_VANGUARD, "Sun Captain")


LIMIT_BREAK = (
    "[AUTO](RC)[Counter Blast (1)] When this unit boosts a Sunforge Legion that has Limit Break 4 you may pay the "
    "cost. If you do the boosted unit gets [Power]+3000 until end of that battle."
)


IF_LIMIT_BREAK = (
    "[AUTO](RC)[Counter Blast (1)] When this unit boosts a Sunforge Legion if the boosted unit has Limit Break 4 you "
    "may pay the cost. If you do the boosted unit gets [Power]+3000 until end of that battle."
)


def _boosted_with_text(text: str, line: str = LIMIT_BREAK) -> str:
    """A 6000 unit with ``text`` boosted by a 3000 unit with ``line`` attacks a 30000 vanguard."""
    g = battle_game()
    _clear_vanguard(g, 1)
    atk = custom(g, 0, "RC_FL", name="Sun Captain", power=6000, clan="Sunforge Legion")
    atk.card = dataclasses.replace(atk.card, text=text)
    custom(g, 0, "RC_BL", power=3000, skills=("boost",), abilities=(_ability(line),))
    custom(g, 0, "damage")
    vc = custom(g, 1, "VC", power=30000)

    def answer(d: Any) -> Any:
        return "yes" if "Boost" in d.prompt or "pay" in d.prompt.lower() else answer_attack(atk, vc)(d)

    drive(g, attack_sub_phase(g), answer)
    return next(str(getattr(e, "text", "")) for e in g.journal if " power against " in str(getattr(e, "text", "")))


def test_vg_10_2_5_boosting_a_unit_that_has_limit_break_4() -> None:
    own = "[AUTO](RC) Limit Break 4 (This ability is active if you have four or more damage): draw a card."
    assert " 12000 power against " in _boosted_with_text(own)


def test_vg_10_2_5_text_naming_limit_break_is_not_a_limit_break_ability() -> None:
    named = "[AUTO](RC) When this unit boosts a Sunforge Legion that has Limit Break 4, draw a card."
    assert " 9000 power against " in _boosted_with_text(named)


def test_vg_8_1_1_2_3_if_the_boosted_unit_has_limit_break_4() -> None:
    own = "[CONT](VC) Limit Break 4: this unit gets [Power]+1000."
    assert " 12000 power against " in _boosted_with_text(own, IF_LIMIT_BREAK)
    assert " 9000 power against " in _boosted_with_text("[CONT](VC): this unit gets [Power]+1000.", IF_LIMIT_BREAK)

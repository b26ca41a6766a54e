"""Rules tests for the Vanguard words the card-text compiler reads
(:mod:`engine.games.vanguard.grammar`, :mod:`engine.games.vanguard.keywords`):
Lord, Forerunner and the conditions an ``if`` step checks. Each sets up a
game through the game's functions, acts, and checks what the rule demands
(rules/vanguard-rules.md, ``VG``; Lord and Forerunner as their cards print them,
VG 1.3.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import AbilityError, parse_ability, read_step
from engine.flow import check_timing
from engine.games.vanguard.battle import possible_attackers
from engine.games.vanguard.keywords import ride_unit
from engine.state import Game
from tests.engine.games.test_vanguard import battle_game, drive, first_option
from tests.engine.games.test_vanguard_rules import custom, pend

LORD = {"kind": "cont", "zones": ["VC", "RC"], "effect": [{"lord": True}]}
FORERUNNER = {"kind": "auto", "when": "ridden", "zones": ["VC"], "effect": [{"forerunner": True}]}


def _clear_vanguard(g: Game, seat: int) -> None:
    vc = g.zone(seat, "VC")
    for c in list(vc.cards):
        g.move(c, g.zone(seat, "drop"))


def test_vg_10_2_4_1_lord_cannot_attack_beside_a_unit_of_another_clan() -> None:
    """Lord ("if you have a unit without the same clan as this unit, this unit cannot attack"):
    like Restraint, the unit cannot be chosen as the attacking unit (VG 10.2.4.1, VG 7.3.1.3)."""
    g = battle_game()
    _clear_vanguard(g, 0)
    lord = custom(g, 0, "RC_FL", clan="Sunforge Legion", abilities=(LORD,))
    custom(g, 0, "VC", clan="Sunforge Legion")
    assert lord in possible_attackers(g, 0)
    other = custom(g, 0, "RC_BL", clan="Tidecaller Court")
    assert lord not in possible_attackers(g, 0)
    g.move(other, g.zone(0, "drop"))
    assert lord in possible_attackers(g, 0)


def test_vg_2_11_3_lord_works_only_on_its_circles() -> None:
    """VG 2.11.3: a Lord printed for (VC) does not keep the unit on a rear-guard circle from attacking."""
    g = battle_game()
    _clear_vanguard(g, 0)
    lord = custom(g, 0, "RC_FL", clan="Sunforge Legion", abilities=({**LORD, "zones": ["VC"]},))
    custom(g, 0, "VC", clan="Tidecaller Court")
    assert lord in possible_attackers(g, 0)


def _ride(g: Game, forerunner_clan: str, rider_clan: str, answer: Any = first_option) -> Any:
    _clear_vanguard(g, 0)
    fore = custom(g, 0, "VC", grade=0, clan=forerunner_clan, abilities=(FORERUNNER,))
    rider = custom(g, 0, "hand", grade=1, clan=rider_clan)
    ride_unit(g, 0, rider, normal=True)
    asked, _ = drive(g, check_timing(g), answer)
    return fore, asked


def test_vg_8_6_4_1_4_forerunner_calls_itself_from_the_soul() -> None:
    """Forerunner: ridden by a unit of its clan, the unit in the soul (VG 8.6.4.1.4) may be
    called to a rear-guard circle, standing (VG 10.1.6.1.3, VG 4.6.6.1)."""
    g = battle_game()
    fore, asked = _ride(g, "Sunforge Legion", "Sunforge Legion")
    assert any("Call" in d.prompt for d in asked)
    assert fore.zone.name.startswith("RC_") and fore.orientation == "stand"


def test_vg_8_6_3_forerunner_declined_stays_in_the_soul() -> None:
    """Forerunner is a "you may": the master may decline, and the unit stays in the soul."""
    g = battle_game()
    fore, _ = _ride(g, "Sunforge Legion", "Sunforge Legion", lambda d: "no" if d.kind.name == "YESNO" else first_option(d))
    assert fore.zone.name == "soul"


def test_vg_8_6_3_forerunner_ridden_by_another_clan_does_nothing() -> None:
    """Forerunner: ridden by a unit of another clan, nothing happens and nothing is asked."""
    g = battle_game()
    fore, asked = _ride(g, "Sunforge Legion", "Tidecaller Court")
    assert fore.zone.name == "soul" and not any("Call" in d.prompt for d in asked)


def _if(g: Game, condition: dict[str, Any]) -> int:
    """Soul Charge 1 if ``condition`` holds; the number of cards the soul gained."""
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    before = len(g.zone(0, "soul").cards)
    step = read_step("vanguard", {"if": {"condition": [condition], "then": [{"soul_charge": 1}]}})[1]
    drive(g, step.run(g, pend(g, 0, src)))
    return len(g.zone(0, "soul").cards) - before


def test_vg_8_1_1_2_3_if_you_have_a_clan_vanguard() -> None:
    """VG 2.2.2 / VG 8.1.1.2.3: "if you have a <clan> vanguard" is checked as the effect resolves."""
    g = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "VC", name="Dawn Herald", clan="Sunforge Legion")
    assert _if(g, {"vanguard_clan": "Sunforge Legion"}) == 1
    assert _if(g, {"vanguard_clan": "Tidecaller Court"}) == 0
    assert _if(g, {"vanguard_name_has": "Herald"}) == 1
    assert _if(g, {"vanguard_name_has": "Warden"}) == 0


def test_vg_4_7_if_a_card_named_is_in_your_soul() -> None:
    """VG 4.7 / VG 2.1.1: "if you have a card named X in your soul"."""
    g = battle_game()
    assert _if(g, {"soul_has_name": "Ember Page"}) == 0
    custom(g, 0, "soul", name="Ember Page")
    assert _if(g, {"soul_has_name": "Ember Page"}) == 1


def test_vg_3_10_rear_guard_counts() -> None:
    """VG 3.10: "more rear-guards than your opponent", "your opponent has N or fewer rear-guards"."""
    g = battle_game()
    custom(g, 1, "RC_FL")
    custom(g, 1, "RC_FR")
    assert _if(g, {"opponent_rear_guards_at_most": 2}) == 1
    custom(g, 0, "RC_FL")
    custom(g, 0, "RC_FR")
    assert _if(g, {"more_rear_guards": True}) == 0  # 2 against 2
    custom(g, 0, "RC_BL")
    assert _if(g, {"more_rear_guards": True}) == 1  # 3 against 2
    custom(g, 1, "RC_BL")
    assert _if(g, {"opponent_rear_guards_at_most": 2}) == 0


def test_vg_8_1_1_2_3_if_conditions_are_not_ability_conditions() -> None:
    """The conditions only an ``if`` step reads are refused as an ability's condition."""
    with pytest.raises(AbilityError):
        parse_ability(
            {"kind": "auto", "when": "attacks", "condition": [{"vanguard_clan": "X"}], "effect": [{"power": 1000}]},
            "vanguard",
        )

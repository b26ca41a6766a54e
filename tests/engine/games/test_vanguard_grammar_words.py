"""Rules tests for the Vanguard words the card-text compiler reads
(:mod:`engine.games.vanguard.grammar`, :mod:`engine.games.vanguard.keywords`):
Lord, Forerunner, Sentinel and the game's own conditions
(:mod:`engine.games.vanguard.conditions`). Each sets up a
game through the game's functions, acts, and checks what the rule demands
(rules/vanguard-rules.md, ``VG``; Lord and Forerunner as their cards print them,
VG 1.3.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import read_step
from engine.cards import CardDef, CardPool
from engine.errors import DeckError
from engine.flow import check_timing
from engine.games.vanguard.abilities import fire, install_continuous
from engine.games.vanguard.battle import possible_attackers
from engine.games.vanguard.deck import check_vanguard_deck
from engine.games.vanguard.keywords import has_skill, ride_unit
from engine.games.vanguard.stats import unit_power
from engine.state import Game
from tests.engine.games.test_vanguard import battle_game, deck_of, drive, first_option
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


def test_vg_2_1_1_a_name_printed_without_its_commas_names_the_card() -> None:
    """VG 2.1.1: text that names "Cinder Warden Orla" without the comma of the card
    "Cinder Warden, Orla" names that card; another name does not."""
    g = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "VC", name="Cinder Warden, Orla")
    custom(g, 0, "soul", name="Blaze Page, Tomo")
    assert _if(g, {"soul_has_name": "Blaze Page Tomo"}) == 1
    assert _if(g, {"soul_has_name": "Blaze Page"}) == 0
    assert _if(g, {"vanguard_name_has": "Warden Orla"}) == 1


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


def _paid_soul_blast(clan: str, vanguard_clan: str) -> tuple[list[Any], int, int]:
    """An automatic ability "[Soul Blast (1)] When this unit's attack hits, if you
    have a <clan> vanguard, you may pay the cost. If you do, draw a card" that
    triggered: the decisions asked, the soul and hand gained."""
    g = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "soul")
    ab = {"kind": "auto", "when": "hits", "zones": ["VC"], "condition": [{"vanguard_clan": clan}],
          "cost": [{"soul_blast": 1}], "optional": True, "effect": [{"draw": 1}]}
    vc = custom(g, 0, "VC", clan=vanguard_clan, abilities=(ab,))
    soul, hand = len(g.zone(0, "soul").cards), len(g.zone(0, "hand").cards)
    fire(g, "hits", vc)
    assert g.pending  # VG 8.1.1.2.3: it triggers whether or not the condition holds
    asked, _ = drive(g, check_timing(g), lambda d: "yes" if d.kind.name == "YESNO" else first_option(d))
    return asked, len(g.zone(0, "soul").cards) - soul, len(g.zone(0, "hand").cards) - hand


def test_vg_8_1_1_2_2_automatic_ability_with_a_cost_and_an_if() -> None:
    """VG 8.1.1.2.3: the ability triggers even if its condition does not hold; VG 8.1.1.2.2:
    its cost is paid while it resolves — after the condition is checked, so that with
    the condition not met nothing is asked and nothing paid."""
    asked, soul, hand = _paid_soul_blast("Sunforge Legion", "Sunforge Legion")
    assert any("pay" in d.prompt.lower() for d in asked) and (soul, hand) == (-1, 1)
    asked, soul, hand = _paid_soul_blast("Sunforge Legion", "Tidecaller Court")
    assert not any("pay" in d.prompt.lower() for d in asked) and (soul, hand) == (0, 0)


def test_vg_8_1_1_3_continuous_ability_while_a_card_named_is_in_the_soul() -> None:
    """VG 8.1.1.3 / VG 4.7: "[CONT](VC): If you have a card named X in your soul, this unit
    gets [Power]+2000" applies exactly while such a card is in the soul."""
    g = battle_game()
    _clear_vanguard(g, 0)
    ab = {"kind": "cont", "zones": ["VC"], "condition": [{"soul_has_name": "Ember Page"}],
          "effect": [{"power": 2000}]}
    vc = custom(g, 0, "VC", power=10000, abilities=(ab,))
    install_continuous(g)
    assert unit_power(g, vc) == 10000
    page = custom(g, 0, "soul", name="Ember Page")
    assert unit_power(g, vc) == 12000
    g.move(page, g.zone(0, "drop"))
    assert unit_power(g, vc) == 10000


def test_vg_5_1_2_5_at_most_four_cards_with_sentinel() -> None:
    """Sentinel, as its cards print it ("you may only have up to four cards with Sentinel
    in a deck"), a continuous ability about deck construction (VG 5.1.2.5): four cards
    with Sentinel, of any names, are legal; five are not, and the fifth's line is named."""
    pool = CardPool("vanguard")
    stats = {"clan": "Test", "grade": 1, "power": 5000, "shield": 5000, "critical": 1}
    for i in range(4):
        pool.add(CardDef(f"T-{i}", f"Trigger {i}", "vanguard", "trigger_unit", "",
                         {**stats, "trigger": "heal" if i == 0 else "draw"}, ()))
    for i in range(8):
        pool.add(CardDef(f"N-{i}", f"Normal {i}", "vanguard", "normal_unit", "", {**stats, "grade": i % 4}, ()))
    for i in range(2):
        pool.add(CardDef(f"S-{i}", f"Sentry {i}", "vanguard", "normal_unit", "", {**stats, "skills": ["sentinel"]}, ()))
    base = [f"4 T-{i}" for i in range(4)] + [f"4 N-{i}" for i in range(7)]
    assert len(check_vanguard_deck(deck_of([*base, "2 N-7", "2 S-0", "2 S-1"]), pool)["main"]) == 50
    with pytest.raises(DeckError) as info:
        check_vanguard_deck(deck_of([*base, "1 N-7", "3 S-0", "2 S-1"]), pool)
    assert "Sentinel" in info.value.message and info.value.line == 15


def test_vg_10_2_4_1_lord_is_not_restraint() -> None:
    """Lord keeps the unit from attacking (VG 7.3.1.3) without giving it the Restraint skill:
    an effect asking whether the unit has Restraint is not answered by Lord."""
    g = battle_game()
    _clear_vanguard(g, 0)
    lord = custom(g, 0, "RC_FL", clan="Sunforge Legion", abilities=(LORD,))
    custom(g, 0, "VC", clan="Tidecaller Court")
    assert lord not in possible_attackers(g, 0)
    assert not has_skill(g, lord, "restraint")

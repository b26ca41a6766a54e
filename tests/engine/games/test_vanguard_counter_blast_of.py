"""Cardfight!! Vanguard: "[Counter Blast (1) - cards with "X" in its card
name]" and "[Counter Blast (1) - <clan>]", compiled from card text (original
wording): only face-up damage of those cards can pay it (VG 10.1.15.1), and
paying turns the chosen one face down."""

from __future__ import annotations

from typing import Any

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.games.vanguard.costs import can_pay, pay
from engine.state import Card, Game
from tests.engine.games.vg import battle_game, custom, drive

CLAN = "Sunforge Legion"
NAMED = (
    "[ACT](VC)[Counter Blast (1) - Cards with 'Sun' in its card name] This unit gets [Power]+5000 until end of turn."
)
OF_CLAN = "[ACT](VC)[Counter Blast (1) - Sunforge Legion] This unit gets [Power]+5000 until end of turn."


def _cost(line: str) -> Any:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 3, "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return parse_ability(r.ability, "vanguard").cost


def _damage(g: Game, name: str, clan: str) -> Card:
    return custom(g, 0, "damage", name=name, clan=clan)


def test_vg_10_1_15_1_only_damage_with_the_words_in_its_name_pays() -> None:
    g = battle_game()
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    other = _damage(g, "Ash Page", CLAN)
    assert not can_pay(g, 0, src, _cost(NAMED))
    sun = _damage(g, "Sun Page", "Tidecaller Court")
    assert can_pay(g, 0, src, _cost(NAMED))
    drive(g, pay(g, 0, src, _cost(NAMED)))
    assert not sun.face_up and other.face_up


def test_vg_10_1_15_1_only_damage_of_the_clan_pays() -> None:
    g = battle_game()
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    _damage(g, "Sun Page", "Tidecaller Court")
    assert not can_pay(g, 0, src, _cost(OF_CLAN))
    mine = _damage(g, "Ash Page", CLAN)
    drive(g, pay(g, 0, src, _cost(OF_CLAN)))
    assert not mine.face_up


RETIRE_CLAN = (
    "[ACT](RC)[Counter Blast (1) amp Choose two of your Sunforge Legion rear-guards and retire them] Search your deck "
    "for up to one card named 'Sun King' reveal it to your opponent put it into your hand and shuffle your deck."
)
RETIRE_OTHER = (
    "[ACT](VC/RC)[Soul Blast (1) amp Choose another of your Sunforge Legion rear-guard and retire it] This unit gets "
    "[Power]+3000 until end of turn."
)
RETIRE_SELF = (
    "[ACT](RC):[Counter Blast (1) and Retire this unit] Search your deck for up to one grade 1 or less Sunforge "
    "Legion, reveal it to your opponent, put it into your hand, and shuffle your deck."
)
DISCARD_NAMED = (
    "[ACT](VC)[Choose a card named 'Sun King' from your hand and discard it] This unit gets [Power]+5000 until end "
    "of turn."
)


def test_vg_10_1_3_a_cost_retires_your_rear_guards_of_the_clan_this_unit_among_them() -> None:
    g = battle_game()
    src = custom(g, 0, "RC_FL", clan=CLAN)
    _damage(g, "Ash Page", CLAN)
    custom(g, 0, "RC_FR", clan="Tidecaller Court")
    assert not can_pay(g, 0, src, _cost(RETIRE_CLAN))  # this unit is the only one of the clan
    other = custom(g, 0, "RC_BL", clan=CLAN)
    assert can_pay(g, 0, src, _cost(RETIRE_CLAN))
    drive(g, pay(g, 0, src, _cost(RETIRE_CLAN)))
    assert src.zone.name == other.zone.name == "drop"


def test_vg_10_1_3_another_of_your_rear_guards_is_not_this_unit() -> None:
    g = battle_game()
    src = custom(g, 0, "RC_FL", clan=CLAN)
    custom(g, 0, "soul")
    assert not can_pay(g, 0, src, _cost(RETIRE_OTHER))
    custom(g, 0, "RC_FR", clan=CLAN)
    assert can_pay(g, 0, src, _cost(RETIRE_OTHER))


def test_vg_10_1_3_retire_this_unit_as_a_cost() -> None:
    g = battle_game()
    src = custom(g, 0, "RC_FL", clan=CLAN)
    _damage(g, "Ash Page", CLAN)
    drive(g, pay(g, 0, src, _cost(RETIRE_SELF)))
    assert src.zone.name == "drop"


def test_vg_10_1_2_1_1_discard_a_card_of_that_name() -> None:
    g = battle_game()
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    for c in list(g.zone(0, "hand").cards):
        g.move(c, g.zone(0, "drop"))
    custom(g, 0, "hand", name="Sun Queen")
    assert not can_pay(g, 0, src, _cost(DISCARD_NAMED))
    king = custom(g, 0, "hand", name="Sun King")
    drive(g, pay(g, 0, src, _cost(DISCARD_NAMED)))
    assert king.zone.name == "drop"

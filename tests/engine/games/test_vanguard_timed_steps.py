"""Cardfight!! Vanguard: timed triggers made by effects (VG 8.6.5), compiled
from card text (original wording): "put the top card of your deck into your
damage zone, and at the beginning of your end phase choose a card from your
damage zone, return it to your deck, and shuffle your deck" (the end phase
of that player's turn, VG 6.8.1.1), and "at the beginning of the close step
of that battle, return this unit to your deck" (VG 7.7.1.1)."""

from __future__ import annotations

from typing import Any

from engine.abilities import read_step
from engine.cardtext import compile_card
from engine.games.vanguard.battle import attack_sub_phase
from engine.games.vanguard.grammar import ADAPTER
from engine.state import Card, Game
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import (
    RS,
    answer_attack,
    battle_game,
    by_prompt,
    custom,
    drive,
    pend,
    turn_game,
)

CLAN = "Sunforge Legion"
DAMAGE_BACK = (
    "[AUTO][Counter Blast (1)] When this unit is placed on (VC) or (RC) if you have a Sunforge Legion vanguard you "
    "may pay the cost. If you do put the top card of your deck into your damage zone and at the beginning of your "
    "end phase choose a card from your damage zone return it to your deck and shuffle your deck."
)
BACK_TO_DECK = (
    "[AUTO](RC):[Soul Blast (1)] When this unit attacks, you may pay the cost. If you do, this unit gets "
    "[Power]+5000 until end of that battle, and at the beginning of the close step of that battle, return this "
    "unit to your deck, and shuffle your deck."
)


def _ability(line: str) -> dict[str, Any]:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _damage_effect(g: Game) -> Card:
    """Carry out the effect of DAMAGE_BACK for seat 0; the card it put into the damage zone."""
    src = custom(g, 0, "RC_FL", clan=CLAN)
    top = g.zone(0, "deck").cards[-1]
    steps = tuple(read_step("vanguard", s) for s in _ability(DAMAGE_BACK)["effect"])
    drive(g, ADAPTER.run_steps(g, pend(g, 0, src), steps))
    assert top.zone.name == "damage" and top.face_up
    return top


def _end_turn(g: Game, seat: int) -> None:
    g.active = seat
    drive(g, RS.turn(g), by_prompt({"Ride phase": "skip", "Main phase": "end", "attack": "end", "Guard": ()}))


def test_vg_8_6_5_the_damage_goes_back_at_the_beginning_of_your_end_phase() -> None:
    g = turn_game()
    card = _damage_effect(g)
    _end_turn(g, 0)
    assert card.zone.name == "deck"
    assert not [c for c in g.zone(0, "damage").cards if c is card]


def test_vg_6_8_1_1_your_end_phase_is_not_your_opponents() -> None:
    g = turn_game()
    g.active = 1
    card = _damage_effect(g)
    _end_turn(g, 1)
    assert card.zone.name == "damage"
    _end_turn(g, 0)
    assert card.zone.name == "deck"


def test_vg_7_7_1_1_the_unit_goes_back_to_the_deck_at_the_close_step() -> None:
    g = battle_game()
    _clear_vanguard(g, 1)
    g.move(g.zone(0, "deck").cards[-1], g.zone(0, "soul"))
    atk = custom(g, 0, "RC_FL", power=6000, clan=CLAN, abilities=(_ability(BACK_TO_DECK),))
    vc = custom(g, 1, "VC", power=30000)

    def answer(d: Any) -> Any:
        return "yes" if "pay" in d.prompt.lower() else answer_attack(atk, vc)(d)

    drive(g, attack_sub_phase(g), answer)
    assert any(" 11000 power against " in str(getattr(e, "text", "")) for e in g.journal)
    assert atk.zone.name == "deck"

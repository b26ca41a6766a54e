"""Cardfight!! Vanguard: "When another <clan> rides this unit, you may Soul
Charge (1)", compiled from card text (original wording), in play: the
ridden unit's ability works from the soul (VG 8.6.4.1.4) and only a rider
of that clan triggers it (VG 2.2.2)."""

from __future__ import annotations

from engine.cardtext import compile_card
from engine.flow import check_timing
from engine.games.vanguard.keywords import ride_unit
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import battle_game, custom, drive

CLAN = "Sunforge Legion"
LINE = "[AUTO]V When another Sunforge Legion rides this unit you may Soul Charge (1)."


def _soul_charged(rider_clan: str) -> int:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 0, "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    g = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "VC", grade=0, clan=CLAN, abilities=(r.ability,))
    ride_unit(g, 0, custom(g, 0, "hand", grade=1, clan=rider_clan), normal=True)
    soul = g.zone(0, "soul")
    before = len(soul.cards)
    drive(g, check_timing(g), lambda d: "yes" if any(o.key == "yes" for o in d.options) else None)
    return len(soul.cards) - before


def test_vg_8_6_4_1_4_ridden_by_a_unit_of_the_clan() -> None:
    assert _soul_charged(CLAN) == 1


def test_vg_2_2_2_ridden_by_a_unit_of_another_clan() -> None:
    assert _soul_charged("Tidecaller Court") == 0

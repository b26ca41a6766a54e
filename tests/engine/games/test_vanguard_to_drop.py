"""Cardfight!! Vanguard: "When this unit is put into the drop zone from (RC)
/ (GC)" compiled from card text (original wording), in play: the ability
triggers as the unit leaves that circle for the drop zone (VG 8.6.4, read
as the unit was on the circle, VG 8.6.4.1.2), not when it goes elsewhere,
and "during your battle phase" holds in that phase only (VG 6.7)."""

from __future__ import annotations

from engine.cardtext import compile_card
from engine.flow import check_timing
from engine.games.vanguard.keywords import leave_field
from engine.state import Game
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import battle_game, custom, drive

CLAN = "Sunforge Legion"
FROM_RC = "[AUTO] When this unit is put into the drop zone from (RC) you may Soul Charge (1)."
FROM_GC = (
    "[AUTO]When this unit is put into the drop zone from (GC) if you have a Sunforge Legion vanguard you may "
    "Soul Charge (2)."
)
BATTLE_PHASE = (
    "[AUTO] During your battle phase when this unit is put into the drop zone from (RC) choose one of your "
    "Sunforge Legion and that unit gets [Power]+3000 until end of turn."
)


def _soul_gain(line: str, circle: str, to: str = "drop", phase: str = "battle") -> int:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    g: Game = battle_game()
    g.phase = phase
    _clear_vanguard(g, 0)
    custom(g, 0, "VC", clan=CLAN)
    unit = custom(g, 0, circle, clan=CLAN, abilities=(r.ability,))
    soul = g.zone(0, "soul")
    before = len(soul.cards)
    leave_field(g, unit, g.zone(0, to), why="test", rule="VG 10.1.3.1")
    drive(g, check_timing(g), lambda d: "yes" if d.options and "yes" in [o.key for o in d.options] else None)
    return len(soul.cards) - before


def test_vg_8_6_4_put_into_the_drop_zone_from_a_rear_guard_circle() -> None:
    assert _soul_gain(FROM_RC, "RC_FL") == 1


def test_vg_8_6_4_returned_to_the_hand_instead_does_not_trigger() -> None:
    assert _soul_gain(FROM_RC, "RC_FL", to="hand") == 0


def test_vg_8_6_4_1_2_put_into_the_drop_zone_from_the_guardian_circle() -> None:
    assert _soul_gain(FROM_GC, "GC") == 2
    assert _soul_gain(FROM_GC, "RC_FL") == 0


def test_vg_6_7_during_your_battle_phase_only() -> None:
    def power_after(phase: str) -> int:
        (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": BATTLE_PHASE}).results
        assert r.compiled and r.ability is not None, r.reason
        g = battle_game()
        g.phase = phase
        other = custom(g, 0, "RC_FR", clan=CLAN, power=8000)
        unit = custom(g, 0, "RC_FL", clan=CLAN, abilities=(r.ability,))
        leave_field(g, unit, g.zone(0, "drop"), why="test", rule="VG 10.1.3.1")
        drive(g, check_timing(g), lambda d: (str(other.iid),) if d.options else None)
        return int(g.stat(other, "power"))

    assert power_after("battle") == 11000
    assert power_after("main") == 8000


OPPONENT_RETIRED = (
    "[AUTO](RC): During your main phase, when an opponent's rear-guard is put into the drop zone, this unit gets "
    "[Power] +3000 until end of turn."
)


def _power_after_retiring(seat: int, phase: str = "main") -> int:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": OPPONENT_RETIRED}).results
    assert r.compiled and r.ability is not None, r.reason
    g = battle_game()
    g.phase = phase
    me = custom(g, 0, "RC_FL", clan=CLAN, power=8000, abilities=(r.ability,))
    victim = custom(g, seat, "RC_FR")
    leave_field(g, victim, g.zone(seat, "drop"), why="test", rule="VG 10.1.3.1")
    drive(g, check_timing(g))
    return int(g.stat(me, "power"))


def test_vg_8_6_4_an_opponents_rear_guard_put_into_the_drop_zone_in_your_main_phase() -> None:
    assert _power_after_retiring(1) == 11000
    assert _power_after_retiring(0) == 8000  # your own rear-guard
    assert _power_after_retiring(1, phase="battle") == 8000


TO_HAND = "[AUTO] When this unit is returned to your hand from (RC) you may Soul Charge (1)."


def test_vg_8_6_4_returned_to_the_hand_from_a_rear_guard_circle() -> None:
    assert _soul_gain(TO_HAND, "RC_FL", to="hand") == 1
    assert _soul_gain(TO_HAND, "RC_FL", to="drop") == 0


ALLY_RETIRED = (
    "[AUTO]V/R During your turn when another of your Sunforge Legion rear-guards is put into the drop zone this unit "
    "gets Power +1000 until end of turn."
)


def test_vg_8_6_4_another_of_your_rear_guards_of_the_clan_put_into_the_drop_zone() -> None:
    def power_after(clan: str, active: int = 0) -> int:
        (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": ALLY_RETIRED}).results
        assert r.compiled and r.ability is not None, r.reason
        g = battle_game()
        g.active = active
        me = custom(g, 0, "RC_FL", clan=CLAN, power=8000, abilities=(r.ability,))
        victim = custom(g, 0, "RC_FR", clan=clan)
        leave_field(g, victim, g.zone(0, "drop"), why="test", rule="VG 10.1.3.1")
        drive(g, check_timing(g))
        return int(g.stat(me, "power"))

    assert power_after(CLAN) == 9000
    assert power_after("Tidecaller Court") == 8000
    assert power_after(CLAN, active=1) == 8000

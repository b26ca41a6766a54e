"""Cardfight!! Vanguard: "At the beginning of your attack step, if this
unit's [Power] is 14000 or greater, this unit gets [Critical]+1 until end of
that battle", compiled from card text (original wording), in play: it stands
by at the beginning of the attack step (VG 7.3.1.2), only in its master's
turn, and reads this unit's power when it resolves (VG 8.1.1.2.3)."""

from __future__ import annotations

from engine.cardtext import compile_card
from engine.games.vanguard.battle import attack_sub_phase
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import answer_attack, battle_game, custom, drive

LINE = (
    "[AUTO](VC)At the beginning of your attack step if this units [Power] is 14000 or greater this unit gets "
    "[Critical]+1 until end of that battle."
)


def _critical_gained(power: int, seat: int = 0) -> bool:
    """Whether a vanguard of ``power`` with LINE on ``seat`` got +1 critical in seat 0's battle."""
    (r,) = compile_card(
        "vanguard", {"type": "normal_unit", "clan": "Sunforge Legion", "grade": 3, "text": LINE}
    ).results
    assert r.compiled and r.ability is not None, r.reason
    g = battle_game()
    _clear_vanguard(g, 0)
    _clear_vanguard(g, 1)
    unit = custom(g, seat, "VC", power=power, abilities=(r.ability,))
    atk = unit if seat == 0 else custom(g, 0, "VC", power=10000)
    target = custom(g, 1, "VC", power=5000) if seat == 0 else unit
    drive(g, attack_sub_phase(g), answer_attack(atk, target))
    return any(
        "+1 critical" in str(getattr(e, "text", "")) and unit.name in str(getattr(e, "text", "")) for e in g.journal
    )


def test_vg_7_3_1_2_this_unit_with_the_power_gets_the_critical() -> None:
    assert _critical_gained(14000)


def test_vg_8_1_1_2_3_this_unit_with_less_power_does_not() -> None:
    assert not _critical_gained(13000)


def test_vg_7_3_1_2_your_attack_step_only() -> None:
    assert not _critical_gained(20000, seat=1)

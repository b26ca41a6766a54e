"""Cardfight!! Vanguard: "When this unit intercepts, if you have a <clan>
vanguard, this unit gets [Shield]+5000 until end of that battle", compiled
from card text (original wording), in play: the ability triggers when the
unit moves to the guardian circle by its Intercept (VG 10.2.2.1) and the
shield it gains counts in that battle (VG 7.4.1.1.2.2)."""

from __future__ import annotations

from engine.cardtext import compile_card
from engine.games.vanguard.battle import attack_sub_phase
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import answer_attack, battle_game, custom, drive

CLAN = "Tidecaller Court"
LINE = (
    "[AUTO] When this unit intercepts if you have a Tidecaller Court vanguard this unit gets [Shield]+5000 until end "
    "of that battle."
)


def _damage_taken(vanguard_clan: str) -> int:
    """A 18000 attack on a 10000 vanguard guarded by a 5000-shield interceptor with LINE."""
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 2, "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    g = battle_game()
    _clear_vanguard(g, 1)
    atk = custom(g, 0, "RC_FL", power=18000)
    vc = custom(g, 1, "VC", power=10000, clan=vanguard_clan)
    icp = custom(g, 1, "RC_FL", clan=CLAN, shield=5000, skills=("intercept",), abilities=(r.ability,))
    drive(g, attack_sub_phase(g), answer_attack(atk, vc, Guard=(str(icp.iid),)))
    return len(g.zone(1, "damage").cards)


def test_vg_10_2_2_1_the_interceptor_gains_its_shield() -> None:
    assert _damage_taken(CLAN) == 0  # 10000 + 5000 + 5000 against 18000


def test_vg_8_1_1_2_3_without_the_vanguard_of_the_clan_it_does_not() -> None:
    assert _damage_taken("Sunforge Legion") == 1

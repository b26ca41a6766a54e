"""Cardfight!! Vanguard: "[AUTO](VC/RC): When this unit is boosted by a
<clan>, this unit gets [Power]+3000 until end of that battle", compiled
from card text (original wording), in play: the boosted unit's ability
stands by when it is boosted (VG 7.3.1.6) and reads the clan of the unit
boosting it (VG 7.3.1.5.1, VG 2.2.2)."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.vanguard.battle import attack_sub_phase
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import answer_attack, battle_game, custom, drive

LINE = (
    "[AUTO](VC/RC): When this unit is boosted by a Sunforge Legion, "
    "this unit gets [Power]+3000 until end of that battle."
)


def _ability() -> dict[str, Any]:
    (r,) = compile_card(
        "vanguard", {"type": "normal_unit", "clan": "Sunforge Legion", "grade": 1, "text": LINE}
    ).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _battle(booster_clan: str) -> str:
    """The battle's power line: a 6000 rear-guard boosted by a 3000 unit attacks a 20000 vanguard."""
    g = battle_game()
    _clear_vanguard(g, 1)
    atk = custom(g, 0, "RC_FL", power=6000, clan="Sunforge Legion", abilities=(_ability(),))
    custom(g, 0, "RC_BL", power=3000, clan=booster_clan, skills=("boost",))
    vc = custom(g, 1, "VC", power=20000)

    def answer(d: Any) -> Any:
        return "yes" if "Boost" in d.prompt else answer_attack(atk, vc)(d)

    drive(g, attack_sub_phase(g), answer)
    return next(str(getattr(e, "text", "")) for e in g.journal if " power against " in str(getattr(e, "text", "")))


def test_vg_7_3_1_6_boosted_by_a_unit_of_the_clan() -> None:
    assert " 12000 power against " in _battle("Sunforge Legion")


def test_vg_2_2_2_boosted_by_a_unit_of_another_clan() -> None:
    assert " 9000 power against " in _battle("Tidecaller Court")

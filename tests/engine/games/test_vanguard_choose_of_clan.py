"""Cardfight!! Vanguard: "When this unit is placed on (RC), choose another
of your <clan>, and that unit gets [Power]+2000 until end of turn",
compiled from card text (original wording), in play: "another of your
<clan>" is a unit of that clan on your circles other than this one
(VG 4.1.1, VG 2.2.2), and it gets the power until the end of the turn."""

from __future__ import annotations

from typing import Any

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.games.vanguard.grammar import ADAPTER
from engine.games.vanguard.stats import unit_power
from tests.engine.games.test_vanguard import battle_game, drive
from tests.engine.games.test_vanguard_rules import custom, pend

LINE = (
    "[AUTO]:When this unit is placed on (RC), choose another of your Sunforge Legion, and that unit gets "
    "[Power]+2000 until end of turn."
)


def _effect() -> Any:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": "Sunforge Legion", "grade": 1, "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    return parse_ability(r.ability, "vanguard").effect


def test_vg_2_2_2_another_unit_of_the_clan_gets_the_power() -> None:
    g = battle_game()
    src = custom(g, 0, "RC_FL", power=6000, clan="Sunforge Legion")
    ally = custom(g, 0, "RC_FR", power=7000, clan="Sunforge Legion")
    second = custom(g, 0, "RC_BR", power=4000, clan="Sunforge Legion")
    stranger = custom(g, 0, "RC_BL", power=5000, clan="Tidecaller Court")
    asked, _ = drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect()), lambda d: (str(ally.iid),))
    choice = next(d for d in asked if any(o.key == str(ally.iid) for o in d.options))
    keys = {o.key for o in choice.options}
    assert {str(ally.iid), str(second.iid)} <= keys
    assert str(src.iid) not in keys and str(stranger.iid) not in keys
    assert unit_power(g, ally) == 9000 and unit_power(g, src) == 6000 and unit_power(g, second) == 4000

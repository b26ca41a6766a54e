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
from tests.engine.games.vg import battle_game, custom, drive, pend

LINE = (
    "[AUTO]:When this unit is placed on (RC), choose another of your Sunforge Legion, and that unit gets "
    "[Power]+2000 until end of turn."
)


def _effect() -> Any:
    (r,) = compile_card(
        "vanguard", {"type": "normal_unit", "clan": "Sunforge Legion", "grade": 1, "text": LINE}
    ).results
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


def test_vg_2_2_2_minus_power_while_you_have_a_unit_of_another_clan() -> None:
    """ "[CONT](VC/RC) If you have a non-<clan> vanguard or rear-guard, this unit gets [Power]-5000": read all the
    time the ability is active (VG 8.1.1.3)."""
    from engine.games.vanguard.abilities import install_continuous

    (r,) = compile_card(
        "vanguard",
        {
            "type": "normal_unit",
            "clan": "Sunforge Legion",
            "grade": 2,
            "text": (
                "[CONT](VC/RC):If you have a non-Sunforge Legion vanguard or rear-guard, this unit gets [Power]-5000."
            ),
        },
    ).results
    assert r.compiled and r.ability is not None
    g = battle_game()
    for z in ("VC",):
        for c in list(g.zone(0, z).cards):
            g.move(c, g.zone(0, "drop"))
    custom(g, 0, "VC", power=10000, clan="Sunforge Legion")
    unit = custom(g, 0, "RC_FL", power=9000, clan="Sunforge Legion", abilities=(r.ability,))
    install_continuous(g)
    assert unit_power(g, unit) == 9000
    other = custom(g, 0, "RC_FR", power=7000, clan="Tidecaller Court")
    assert unit_power(g, unit) == 4000
    g.move(other, g.zone(0, "drop"))
    assert unit_power(g, unit) == 9000

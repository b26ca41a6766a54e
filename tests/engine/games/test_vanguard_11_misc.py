"""Cardfight!! Vanguard rules, Section 11, Miscellaneous (VG 11)."""

from __future__ import annotations

from engine.decisions import Kind
from engine.flow import check_timing
from engine.games.vanguard.abilities import check_situations, fire
from engine.games.vanguard.keywords import call_unit
from tests.engine.games.vg import (
    LOOPER,
    battle_game,
    custom,
    drive,
    fill,
    first_option,
    pend,
    put,
)


def test_vg_11_2_1_2_sealed_unit_situation_trigger_does_not_trigger() -> None:
    """VG 11.2.1.2: a unit whose abilities cannot be used does not trigger, situation triggers included."""
    g = battle_game()
    regent = put(g, 1, "PMV2-025", "VC")
    fill(g, 1, "damage", 5)
    g.add_effect("sealed", "set", True, target=regent, text="sealed")
    assert not check_situations(g)
    assert g.stat(regent, "power") == 11000


def test_vg_11_2_1_3_standing_by_ability_is_cancelled() -> None:
    """VG 11.2.1.3: an ability already standing by is cancelled when its unit's abilities cannot be used."""
    g = battle_game()
    u = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "effect": [{"soul_charge": 1}]},))
    fire(g, "attacks", u)
    src = custom(g, 1, "VC")
    from engine.games.vanguard.keywords import HANDLERS

    drive(g, HANDLERS["seal"](g, pend(g, 1, src), "opponent_vanguard"))
    drive(g, check_timing(g))
    assert g.zone(0, "soul").cards == []


def test_vg_11_1_1_1_a_loop_nobody_can_stop_is_a_draw() -> None:
    """VG 11.1.1.1: a unit that retires itself when placed and calls itself back from the drop zone when
    it leaves repeats for ever with no way to stop: the game ends in a draw."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    x = custom(g, 0, "hand", abilities=LOOPER)
    call_unit(g, 0, x, "RC_FL", normal=False)
    asked, over = drive(g, check_timing(g), lambda d: "RC_FL" if d.kind is Kind.ZONE else first_option(d))
    assert over and g.winners == () and "VG 11.1.1.1" in g.reason
    assert len(asked) < 10


def test_vg_11_1_1_2_a_loop_a_player_can_stop_goes_on_until_stopped() -> None:
    """VG 11.1.1.2: when the loop needs a cost its master may decline, the game goes on: the player
    repeats it as many times as they like, then stops."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    optional = (
        LOOPER[0],
        {**LOOPER[1], "cost": [{"soul_blast": 1}]},
    )
    fill(g, 0, "soul", 3)
    x = custom(g, 0, "hand", abilities=optional)
    call_unit(g, 0, x, "RC_FL", normal=False)
    answers = iter(["yes", "yes", "no"])
    _, over = drive(g, check_timing(g), lambda d: next(answers) if d.kind is Kind.YESNO else first_option(d))
    assert not over and x.zone.name == "drop"
    assert len(g.zone(0, "soul").cards) == 1

"""Cardfight!! Vanguard rules, Section 9, Rule Action (VG 9)."""

from __future__ import annotations

from engine.flow import check_timing
from engine.games.vanguard.trigger_checks import deal_damage
from engine.match import Match
from tests.engine.games.vg import (
    RS,
    battle_game,
    drive,
    fill,
    match_to,
    new_game,
    put,
    stack_top,
)


def test_vg_9_3_3_calling_over_a_rear_guard_retires_it() -> None:
    """VG 8.5.2.4.2 / VG 9.3.3: a unit called onto an occupied circle sends the old one to the drop zone."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-010", "VC")
    old = put(g, 0, "PMV1-006", "RC_FL")
    new = put(g, 0, "PMV1-009", "hand")
    answers = iter([f"call:{new.iid}:RC_FL", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert g.zone(0, "RC_FL").cards == [new]
    assert old in g.zone(0, "drop").cards
    g.check_invariants()


def test_vg_9_2_2_sixth_damage_loses() -> None:
    """VG 9.2.2 / VG 9.2.1 / VG 1.2.2.1 / VG 4.8.3 / VG 7.6.1.6.5: a player with six damage loses at the
    check timing after that damage check; the second damage check never happens."""
    g = battle_game()
    put(g, 1, "PMV2-006", "VC")
    fill(g, 1, "damage", 5)
    stack_top(g, 1, "PMV2-009")
    _, over = drive(g, deal_damage(g, 1, 2))
    assert over and g.winners == (0,)
    assert len(g.zone(1, "damage").cards) == 6  # the second damage check never happens


def test_vg_9_2_3_empty_deck_loses() -> None:
    """VG 9.2.3 / VG 1.2.2.2: a player with no cards in the deck loses by rule action."""
    m = Match.new("vanguard", seed=9)
    match_to(m, "Ride phase")
    g = m.game
    opp = 1 - g.active
    deck = g.zone(opp, "deck")
    drop = g.zone(opp, "drop")
    for c in list(deck.cards):
        g.move(c, drop)
    m.apply("skip")
    assert m.is_terminal()
    outcome = m.outcome()
    assert outcome is not None and outcome.winners == (g.active,)


def test_vg_9_4_1_guardians_outside_battle_go_to_drop() -> None:
    """VG 9.4.1: units on the guardian circle outside the battle phase are put into the drop zone."""
    g = battle_game()
    g.phase = "main"
    gd = put(g, 1, "PMV2-009", "GC")
    assert RS.rule_actions(g)
    assert gd in g.zone(1, "drop").cards


def test_vg_9_3_1_overloaded_vanguard_circle() -> None:
    """VG 9.3.1: extra units on the vanguard circle go to the soul, the last placed stays."""
    g = battle_game()
    first = put(g, 0, "PMV1-006", "VC")
    last = put(g, 0, "PMV1-010", "VC")
    assert RS.rule_actions(g)
    assert g.zone(0, "VC").cards == [last] and first in g.zone(0, "soul").cards


def test_vg_9_1_2_rule_actions_wait_for_check_timing() -> None:
    """VG 9.1.2 / VG 1.2.2: six damage outside a check timing does not end the game until one comes."""
    g = battle_game()
    fill(g, 1, "damage", 6)
    assert not g.over
    _, over = drive(g, check_timing(g))
    assert over and g.winners == (0,)


def test_vg_9_3_3_two_units_on_a_rear_guard_circle() -> None:
    """VG 9.3.3: the unit placed earlier on a rear-guard circle goes to the drop zone by rule action."""
    g = battle_game()
    first = put(g, 0, "PMV1-006", "RC_FL")
    last = put(g, 0, "PMV1-007", "RC_FL")
    drive(g, check_timing(g))
    assert g.zone(0, "RC_FL").cards == [last] and first.zone.name == "drop"


def test_vg_9_4_1_guardians_leave_when_the_battle_phase_ends() -> None:
    """VG 9.4.1: a unit left on the guardian circle goes to the drop zone at the next check
    timing outside the battle phase."""
    g = battle_game()
    g.phase = "end"
    gd = put(g, 1, "PMV2-009", "GC")
    drive(g, check_timing(g))
    assert gd.zone.name == "drop"

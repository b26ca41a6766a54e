"""Weiss Schwarz rules, section 5, Setting Up the Game (WS 5)."""

from __future__ import annotations

from engine.match import Match


def test_ws_5_2_1_4_opening_hand_and_one_mulligan() -> None:
    """WS 5.2.1.4: 5 cards each, then the starting player first may put any
    number into the waiting room and draw as many, once."""
    m = Match.new("weiss", seed=11)
    g = m.game
    first = g.first_player
    d = m.decision
    assert d is not None and d.player == first and "Mulligan" in d.prompt
    assert d.min == 0 and d.max == 5
    for seat in (0, 1):
        assert len(g.zone(seat, "hand").cards) == 5 and len(g.zone(seat, "deck").cards) == 45
    two = [o.key for o in d.options[:2]]
    m.apply(two)
    assert len(g.zone(first, "hand").cards) == 5
    assert len(g.zone(first, "waiting_room").cards) == 2
    assert len(g.zone(first, "deck").cards) == 43
    d = m.decision
    assert d is not None and d.player == 1 - first and "Mulligan" in d.prompt
    m.apply([])
    assert len(g.zone(1 - first, "waiting_room").cards) == 0
    assert m.decision is not None and "Mulligan" not in m.decision.prompt  # once only


def test_ws_5_2_1_3_starting_player_is_random_and_seeded() -> None:
    """WS 5.2.1.3 / WS 5.2.1.3.1: the starting player is chosen at random (from the game's seeded RNG), with no
    choice offered."""
    firsts = {Match.new("weiss", seed=s).game.first_player for s in range(12)}
    assert firsts == {0, 1}
    assert Match.new("weiss", seed=5).game.first_player == Match.new("weiss", seed=5).game.first_player


def test_ws_5_2_1_5_refresh_points_start_at_zero_and_turn_one_is_the_starting_players() -> None:
    """WS 5.2.1.5 / WS 5.2.1.6: refresh points are 0; the starting player takes the first turn."""
    m = Match.new("weiss", seed=2)
    m.apply([])
    m.apply([])
    g = m.game
    assert all(p.counters["refresh_point"] == 0 for p in g.players)
    assert g.turn == 1 and g.active == g.first_player
    assert g.phase == "clock"  # stand and draw done, the clock phase asks

"""System Gate rules, Section 5, Setting Up the Game (SG 5)."""

from __future__ import annotations

from engine.match import Match
from engine.state import STAND
from tests.engine.games.sg import (
    ID,
    started,
)


def test_sg_5_2_setup_life_hand_energy_gate_and_gate_master() -> None:
    """SG 5.2.5 - SG 5.2.10 (SG 5.2.6, SG 5.2.7): Life 20 modified by the Gate, 6 cards in hand, 2 Energy (or the
    Gate's), Gate and
    Gate Master face up."""
    m = started(active=0)
    g = m.game
    # seat 0 plays Cinderhold Gate (no change), seat 1 Tidewell Gate (Life -2, 3 Energy)
    assert g.players[0].counters["life"] == 20
    assert g.players[1].counters["life"] == 18
    assert len(g.zone(0, "energy")) == 2 and len(g.zone(1, "energy")) == 3
    assert len(g.zone(1, "hand")) == 6
    assert len(g.zone(0, "hand")) == 7  # 6 + the Draw Step card (SG 6.2.3.2)
    for seat in (0, 1):
        gate = g.zone(seat, "gate").top
        gm = g.zone(seat, "gm").top
        assert gate is not None and gate.card.type == "gate" and gate.face_up
        assert gm is not None and gm.face_up and gm.orientation == STAND
        assert not g.zone(seat, "gate").field  # SG 3.2.2: the Gate is not a field card
    assert len(g.zone(0, "deck")) == 50 - 6 - 2 - 1
    assert len(g.zone(1, "deck")) == 50 - 6 - 3
    g.check_invariants()


def test_sg_5_2_8_mulligan_turn_player_first_same_number_back() -> None:
    """SG 5.2.8: starting with the turn player, cards go to the bottom of the deck and as many are drawn."""
    m = Match.new(ID, seed=3)
    g = m.game
    first = g.active
    assert m.decision is not None and m.decision.player == first and "Mulligan" in m.decision.prompt
    hand_before = [c.iid for c in g.zone(first, "hand")]
    m.apply(tuple(str(i) for i in hand_before[:4]))
    assert len(g.zone(first, "hand")) == 6
    kept = {c.iid for c in g.zone(first, "hand")}
    assert set(hand_before[4:]) <= kept
    assert m.decision is not None and m.decision.player == 1 - first
    m.apply(())
    assert len(g.zone(1 - first, "hand")) == 6
    # the mulligan cards went back to the deck (then the deck was shuffled, SG 5.2.9)
    assert all(g.cards[i].zone.name in ("deck", "energy", "hand") for i in hand_before[:4])


def test_sg_5_2_4_first_player_is_random() -> None:
    """SG 5.2.4: the first player is determined at random (both seats start in some seed)."""
    firsts = {Match.new(ID, seed=s).game.active for s in range(12)}
    assert firsts == {0, 1}

"""Dragon Ball Super Card Game rules (manual 1.073), section 5, Game Preparation (DBS 5)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.events import Shuffled
from engine.games.dbscg import DragonBallSuper, DragonBallSuper10
from engine.match import Match
from tests.engine.games.dbs import (
    RED_MAIN,
    deck_error,
    leader,
    notes,
    red_deck,
)


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_5_1_demo_decks_are_legal(rid: str) -> None:
    """DBS 5-1-2 / DBS 5-1-3: each demo list has 1 Leader Card and 50 cards."""
    rs = registry.get(rid)
    decks = rs.demo_decks()
    assert len(decks) >= 2
    for d in decks:
        cards = rs.check_deck(d)
        assert len(cards["leader"]) == 1 and len(cards["main"]) == 50
        assert d.name and not d.name.endswith(".txt")


def test_5_1_2_exactly_one_leader() -> None:
    """DBS 5-1-2: a player needs exactly 1 Leader Card."""
    e = deck_error("dbscg", red_deck(leader=""))
    assert e.line is None and "DBS 5-1-2" in e.message
    e = deck_error("dbscg", red_deck(leader="[leader]\n1 DBR-001\n1 DBB-001\n"))
    assert e.line == 3 and "DBS 5-1-2" in e.message


def test_5_1_3_deck_holds_battle_and_extra_cards_only() -> None:
    """DBS 5-1-3: the deck is made of Battle Cards and Extra Cards."""
    e = deck_error("dbscg", red_deck(main=RED_MAIN.replace("3 DBR-015", "2 DBR-015\n1 DBB-001")))
    assert e.line == 18 and "DBS 5-1-3" in e.message


def test_5_1_3_exactly_50_cards() -> None:
    """DBS 5-1-3: 49 cards (error at the last entry) and 51 cards (error at
    the entry passing 50) are both illegal."""
    e = deck_error("dbscg", red_deck(main=RED_MAIN.replace("3 DBR-015", "2 DBR-015")))
    assert e.line == 17 and "49" in e.message and "DBS 5-1-3" in e.message
    e = deck_error("dbscg", red_deck(main=RED_MAIN.replace("2 DBR-014", "3 DBR-014")))
    assert e.line == 17 and "DBS 5-1-3" in e.message


def test_5_1_3_1_four_copies_of_a_card_number() -> None:
    """DBS 5-1-3-1 / DBS 2-15-2-1: at most 4 copies of one card number, also
    when the copies are split over several lines."""
    main = RED_MAIN.replace("2 DBR-007", "1 DBR-007").replace("3 DBR-015", "3 DBR-015\n1 DBR-002")
    e = deck_error("dbscg", red_deck(main=main))
    assert e.line == 18 and "5 copies of DBR-002" in e.message and "DBS 5-1-3-1" in e.message
    e = deck_error("dbscg-1.0", red_deck(main=main))
    assert "DBS1.0 5-1-3-1" in e.message


def test_5_2_1_setup_leader_hand_life_and_redraw_order() -> None:
    """DBS 5-2-1-2 .. 5-2-1-7: leaders front side up, 6-card hands, then the
    first player's redraw decision, then the other player's; 8 life each."""
    firsts = set()
    for seed in range(8):
        m = Match.new("dbscg", seed=seed)
        g = m.game
        first = g.first_player
        firsts.add(first)
        assert all(leader(g, s).face_up for s in range(2))
        assert [len(g.zone(s, "hand").cards) for s in range(2)] == [6, 6]
        d = m.decision
        assert d is not None and d.player == first and "Redraw" in d.prompt and d.min == 0 and d.max == 6
        m.apply(())
        d = m.decision
        assert d is not None and d.player == 1 - first and "Redraw" in d.prompt
        m.apply(())
        assert [len(g.zone(s, "life").cards) for s in range(2)] == [8, 8]
        assert [len(g.zone(s, "deck").cards) for s in range(2)] == [36, 36]
        assert g.turn == 1 and g.active == first
    assert firsts == {0, 1}  # DBS 5-2-1-5: random first player


def test_5_2_1_6_1_redraw_returns_shuffles_and_draws() -> None:
    """DBS 5-2-1-6-1: return any number of cards, shuffle, draw that many."""
    m = Match.new("dbscg", seed=3)
    g = m.game
    first = g.first_player
    hand = g.zone(first, "hand").cards
    back = [o.key for o in m.decision.options[:3]]  # type: ignore[union-attr]
    returned = [g.cards[int(k)] for k in back]
    n_shuffles = sum(isinstance(e, Shuffled) for e in g.journal)
    m.apply(tuple(back))
    assert len(hand) == 6
    assert sum(isinstance(e, Shuffled) for e in g.journal) == n_shuffles + 1
    assert any("returns 3 card(s)" in t for t in notes(g))
    assert all(c.zone.name in ("hand", "deck") for c in returned)


def test_5_2_1_3_leader_checkpoint_only_in_1073() -> None:
    """DBS 5-2-1-3 (ver.1.073) has a leader-placed checkpoint; DBS1.0 5-2-1-2
    does not: the variant differs by class options only."""
    assert DragonBallSuper.leader_placed_checkpoint and not DragonBallSuper10.leader_placed_checkpoint
    assert issubclass(DragonBallSuper10, DragonBallSuper)

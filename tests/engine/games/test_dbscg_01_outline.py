"""Dragon Ball Super Card Game rules (manual 1.073), section 1, Game Outline (DBS 1)."""

from __future__ import annotations

import pytest

from engine.abilities import read_step
from engine.errors import GameOver
from engine.events import CardMoved
from engine.games.dbscg.grammar import ADAPTER
from engine.grammar.verbs import Draw
from engine.match import Match
from engine.timing import Pending
from tests.engine.games.dbs import (
    leader,
    new_game,
    pending,
    run,
)


def test_1_2_4_surrender_is_immediate() -> None:
    """DBS 1-2-4 / DBS 1-2-5: a player surrenders at any time; they lose at once,
    without a checkpoint, whatever is pending."""
    m = Match.new("dbscg", seed=3)
    assert m.decision is not None
    m.concede(0)
    out = m.outcome()
    assert out is not None and out.winners == (1,) and m.decision is None


def test_1_2_6_win_by_effect_ends_the_game_at_once() -> None:
    """DBS 1-2-6: an effect that makes a player win ends the game during its
    resolution."""
    _, g = new_game()
    with pytest.raises(GameOver):
        run(read_step("dbscg", {"win_game": True})[1].run(g, pending(g, 1)))
    assert g.over and g.winners == (1,)


def test_1_2_6_lose_by_effect_without_waiting_for_a_checkpoint() -> None:
    """DBS 1-2-6: an effect that makes a player lose ends the game at once."""
    _, g = new_game()
    with pytest.raises(GameOver):
        run(read_step("dbscg", {"lose_game": "you"})[1].run(g, pending(g, 0)))
    assert g.winners == (1,)


@pytest.mark.parametrize(("rid", "power"), [("dbscg", -5000), ("dbscg-1.0", 0)])
def test_1_3_6_power_below_zero(rid: str, power: int) -> None:
    """DBS 2-8-3: power can go below 0 (ver.1.073); DBS1.0 1-3-6: negative
    numbers are treated as 0 (ver.1.00)."""
    rs, g = new_game(rid)
    g.add_effect("power", "add", -15000, target=leader(g, 0))
    assert rs.power(g, leader(g, 0)) == power


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
@pytest.mark.parametrize("n", [0, -2])
def test_1_3_2_2_draw_zero_or_a_negative_number_does_nothing(rid: str, n: int) -> None:
    """DBS 1-3-2-2 / DBS 4-9-3 (DBS1.0 1-3-2-2 / DBS1.0 4-9-3): carrying out
    an action 0 or a negative number of times does nothing: "draw X" with
    X = 0 draws nothing."""
    _, g = new_game(rid)
    before = len(g.journal)
    deck = len(g.zone(0, "deck").cards)
    run(Draw(ADAPTER, n).run(g, Pending(g.next_id(), 0, "test")))
    assert len(g.zone(0, "deck").cards) == deck and not g.zone(0, "hand").cards
    assert not any(isinstance(e, CardMoved) for e in g.journal[before:])

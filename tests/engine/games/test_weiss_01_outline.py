"""Weiss Schwarz rules, section 1, Outline of the Game (WS 1)."""

from __future__ import annotations

import pytest

from engine.abilities import Ability, read_step
from engine.errors import GameOver
from engine.games.weiss import abilities
from engine.games.weiss.abilities import activate
from engine.games.weiss.effects import HANDLERS
from engine.match import Match
from tests.engine.games.ws import fill, fresh, run, take


def test_ws_1_2_3_both_lose_is_a_draw() -> None:
    """WS 1.2.3: both players losing at the same time is a draw."""
    g = fresh()
    fill(g, 0, "level", 4)
    fill(g, 1, "level", 4)
    with pytest.raises(GameOver):
        run(abilities.check_timing(g))
    assert g.over and g.winners == ()


def test_ws_1_2_4_concession_ends_the_game_at_once() -> None:
    """WS 1.2.4: a player may concede at any time; the opponent wins at once."""
    m = Match.new("weiss", seed=3)
    m.concede(0)
    out = m.outcome()
    assert out is not None and out.winners == (1,)
    assert m.decision is None


def test_ws_1_2_5_losing_by_an_effect_ends_the_game_while_it_resolves() -> None:
    """WS 1.2.5: a player loses while the effect resolves, without a check timing."""
    g = fresh()
    card = take(g, 0, "EWA-001", "cs_left")
    ab = Ability(kind="act", effect=(read_step("weiss", {"lose_game": "opponent"}), read_step("weiss", {"draw": 1})))
    with pytest.raises(GameOver):
        run(activate(g, 0, card, ab, HANDLERS))
    assert g.over and g.winners == (0,)
    assert not g.zone(0, "hand").cards  # the rest of the effect never ran

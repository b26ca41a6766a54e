"""System Gate as an engine game: typed state, views that hide hands and decks,
replays, bot games with invariants, card files as data."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.games.systemgate.state import (
    SystemGateState,
    SystemGateTurn,
    game_state,
    turn_state,
)
from engine.match import Match
from tests.engine.games.sg import (
    ID,
    TAG,
    pass_until,
    started,
)


@pytest.mark.parametrize("gid", [ID, TAG])
def test_sg_random_bot_games_finish_with_invariants(gid: str) -> None:
    """SG 1.2 / SG 15: 50 seeded random-bot games (25 of Tag Team) end with a result, with every card in one zone."""
    n = 50 if gid == ID else 25
    for seed in range(n):
        m = Match.new(gid, seed=seed)
        bot = RandomBot(seed)
        steps = 0
        while m.decision is not None:
            m.apply_trusted(bot.choose(m.decision))
            steps += 1
            if steps % 97 == 0:
                m.game.check_invariants()
            assert steps < 20000
        assert m.is_terminal()
        m.game.check_invariants()
        assert m.game.reason


def test_sg_replay_reproduces_the_game() -> None:
    """SG 5.2.4: every random thing comes from the seeded RNG, so a replay gives the same journal."""
    m = Match.new(ID, seed=11)
    bot = RandomBot(11)
    for _ in range(150):
        if m.decision is None:
            break
        m.apply_trusted(bot.choose(m.decision))
    assert m.clone().journal_digest() == m.journal_digest()


def test_sg_views_hide_hands_and_decks() -> None:
    """SG 4.2.2 / SG 4.2.3 / SG 4.3.2: the opponent's hand is private and decks are hidden in a player's view."""
    m = started(active=0)
    v = m.view(0)
    assert all(c.name is None for c in v.zone("p1.hand").cards)
    assert all(c.name is not None for c in v.zone("p0.hand").cards)
    assert all(c.name is None for c in v.zone("p0.deck").cards)
    assert v.extras["life"][1] == 18


def test_sg_card_files_are_data_only() -> None:
    """SG 2: the demo card set loads with the System Gate schema (every card has the fields of its type)."""
    rs = registry.get(ID)
    pool = rs.pool
    assert Path(next(iter(pool.cards.values())).source).suffix == ".toml"
    for c in pool.cards.values():
        if c.type == "unit":
            assert {"limit", "power", "crit", "defense", "cost", "planet"} <= set(c.stats)
        if c.type == "gate":
            assert c.stats["allows"]


def test_state_is_typed_and_a_new_turn_gets_new_turn_state() -> None:
    """The game's state is a SystemGateState, the turn's a SystemGateTurn that a new turn replaces (the
    Guard Token shields of SG 2.4.12 last this turn); the accessors refuse another game's data."""
    m = started(active=0)
    g = m.game
    assert isinstance(game_state(g), SystemGateState) and isinstance(turn_state(g), SystemGateTurn)
    turn_state(g).guard_skill.add(0)
    before = g.turn
    pass_until(m, lambda: g.turn > before)
    assert not turn_state(g).guard_skill
    other = Match.new("vanguard", seed=1).game
    with pytest.raises(TypeError):
        game_state(other)
    with pytest.raises(TypeError):
        turn_state(other)

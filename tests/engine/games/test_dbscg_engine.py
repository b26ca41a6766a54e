"""The Dragon Ball Super Card Game as an engine game: rulesets, replays, bot games, citations."""

from __future__ import annotations

import pytest

from engine import registry
from engine.abilities import read_step
from engine.bots import RandomBot
from engine.events import Answered
from engine.games.dbscg import DragonBallSuper, DragonBallSuper10
from engine.match import Match
from engine.timing import Duration
from tests.engine.games.dbs import (
    RED_MAIN,
    deck_error,
    new_game,
    pending,
    red_deck,
    run,
    take,
)


def test_ruleset_ids_and_prefixes() -> None:
    """DBS 1-1-1: a two-player game; both manuals are registered."""
    rs, rs10 = registry.get("dbscg"), registry.get("dbscg-1.0")
    assert isinstance(rs, DragonBallSuper) and isinstance(rs10, DragonBallSuper10)
    assert (rs.rule_prefix, rs10.rule_prefix) == ("DBS", "DBS1.0")
    assert rs.game == rs10.game == "dbscg" and rs.label_code == "DBS"
    assert rs.r("attack_counter") == "DBS 7-1-2" and rs10.r("attack_counter") == "DBS1.0 7-1-1"


def test_unknown_card_id_names_its_line() -> None:
    """DBS 5-2-1-1: the presented deck must be made of real cards."""
    e = deck_error("dbscg", red_deck(main=RED_MAIN.replace("4 DBR-002", "4 DBR-999")))
    assert e.line == 4


def test_rule_citations_follow_the_manual() -> None:
    """DBS1.0 7-1-1: a ver.1.00 game cites the 1.00 manual only."""
    m = Match.new("dbscg-1.0", seed=5)
    bot = RandomBot(5)
    while m.decision:
        m.apply_trusted(bot.choose(m.decision))
    rules = {e.rule for e in m.game.journal if e.rule}
    assert rules and all(r.startswith("DBS1.0 ") for r in rules)


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_50_seeded_bot_games_finish(rid: str) -> None:
    """DBS 1-2: every game ends by life or deck loss (or a draw, DBS 1-2-3);
    random bots finish 50 seeded games with every invariant holding."""
    ended = 0
    for seed in range(50):
        m = Match.new(rid, seed=seed)
        bot = RandomBot(seed)
        steps = 0
        while m.decision:
            m.apply_trusted(bot.choose(m.decision))
            steps += 1
            if steps % 25 == 0:
                m.game.check_invariants()
            assert steps < 5000
        m.game.check_invariants()
        assert m.is_terminal()
        ended += 1
        g = m.game
        for s in range(2):
            assert len(g.zone(s, "leader").cards) == 1
            # every card it owns (DBS 4-2-2), wherever it is (control, DBS 11-5); tokens come and go (DBS 10-18-7)
            assert sum(1 for c in g.cards if c.owner == s and c.card.id != "TOKEN") == 51
    assert ended == 50


def test_replay_reproduces_the_game() -> None:
    """Saves load by replay: the same answers give the same journal."""
    m = Match.new("dbscg", seed=11)
    bot = RandomBot(11)
    for _ in range(60):
        if not m.decision:
            break
        m.apply_trusted(bot.choose(m.decision))
    assert m.clone().journal_digest() == m.journal_digest()


def test_revealing_actions_are_public_answers() -> None:
    """DBS 6-3-1-2-1-1: a played card is revealed, so the answer that plays it
    is public; DBS 5-2-1-6-1: the cards returned at the redraw stay secret."""
    m = Match.new("dbscg", seed=4)
    bot = RandomBot(4)
    while m.decision and not any(
        isinstance(e, Answered) and e.keys[:1] and e.keys[0].startswith("play:") for e in m.journal
    ):
        m.apply_trusted(bot.choose(m.decision))
    answers = [e for e in m.journal if isinstance(e, Answered)]
    plays = [e for e in answers if e.keys[:1] and e.keys[0].startswith("play:")]
    assert plays and not plays[0].private
    redraws = [e for e in answers if "Redraw" in e.prompt and e.keys]
    assert all(e.private for e in redraws)


def test_a_skill_gives_a_keyword_until_the_end_of_the_turn() -> None:
    """The shared grant: a Battle Card gets [Barrier] until the end of the turn (DBS 10-16)."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    _, grant = read_step("dbscg", {"grant": {"keyword": "barrier"}})
    run(grant.run(g, pending(g, 0, pip)))
    assert "barrier" in rs.keywords(g, pip)
    g.expire(Duration.END_OF_TURN)
    assert "barrier" not in rs.keywords(g, pip)

"""The search bot's leaf evaluation: how near each side is to losing and
what each has to play with, read only from what the seat may see."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from engine import evaluate
from engine.evaluate import danger, material, score
from engine.heuristic import HeuristicBot, facts_for
from engine.match import Match
from tests.engine.test_search_bot import TWIN_SEEDS, _face_twins, _twins

TWO_PLAYER = ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate"]


def _played(ruleset_id: str, seed: int = 3, answers: int = 80) -> Match:
    """A match some way into the game, played by heuristic bots."""
    m = Match.new(ruleset_id, seed=seed)
    bots = [HeuristicBot(m.view) for _ in m.game.players]
    for _ in range(answers):
        d = m.decision
        assert d is not None
        m.apply_trusted(bots[d.player].choose(d))
    return m


@pytest.mark.parametrize("ruleset_id", TWO_PLAYER)
def test_a_card_spent_from_the_hand_lowers_the_score(ruleset_id: str) -> None:
    m = _played(ruleset_id)
    g = m.game
    seat = 0
    hand = g.zones[f"p{seat}.hand"]
    assert hand.cards and not g.over
    before = score(g, seat), score(g, 1)
    dangers = danger(g, seat), danger(g, 1)
    g.move(hand.cards[-1], g.zones[f"p{seat}.deck"])  # out of the hand, with no damage, life or clock changed
    assert (danger(g, seat), danger(g, 1)) == dangers
    assert score(g, seat) < before[0]
    assert score(g, 1) > before[1]


@pytest.mark.parametrize("ruleset_id", TWO_PLAYER)
def test_a_unit_on_the_field_counts_more_than_none(ruleset_id: str) -> None:
    m = _played(ruleset_id)
    g = m.game
    facts = facts_for(ruleset_id)
    units = [c for name in facts.field for c in g.zones[f"p0.{name}"].cards]
    assert units
    before = material(g, 0, 0)
    g.move(units[-1], g.zones["p0.deck"])
    assert material(g, 0, 0) < before


def test_a_position_short_of_the_end_never_scores_as_a_win(monkeypatch: pytest.MonkeyPatch) -> None:
    m = _played("vanguard")
    monkeypatch.setattr(evaluate, "MATERIAL", 50.0)  # material alone would pass 1
    values = {score(m.game, 0), score(m.game, 1)}
    assert values <= {evaluate.CEILING, 1 - evaluate.CEILING}


@pytest.mark.parametrize("ruleset_id", sorted(TWIN_SEEDS))
def test_twins_that_differ_in_a_deck_score_alike(ruleset_id: str) -> None:
    a, b = _twins(ruleset_id, TWIN_SEEDS[ruleset_id])
    assert a.decision is not None
    seat = a.decision.player
    assert a.game.zones["p0.deck"].cards[-1].name != b.game.zones["p0.deck"].cards[-1].name
    assert score(a.game, seat) == score(b.game, seat)
    assert [material(a.game, s, seat) for s in (0, 1)] == [material(b.game, s, seat) for s in (0, 1)]


@pytest.mark.parametrize(("ruleset_id", "seed", "after"), [("systemgate", 0, 40), ("systemgate-tagteam", 2, 0)])
def test_twins_that_differ_in_a_face_down_card_score_alike(ruleset_id: str, seed: int, after: int) -> None:
    a, b, face = _face_twins(ruleset_id, seed, after)
    assert a.decision is not None
    seat = a.decision.player
    assert a.game.cards[face.iid].name != b.game.cards[face.iid].name
    players = range(len(a.game.players))
    assert [material(a.game, s, seat) for s in players] == [material(b.game, s, seat) for s in players]
    assert score(a.game, seat) == score(b.game, seat)


def test_a_face_down_unit_the_viewer_never_saw_counts_by_its_place_alone() -> None:
    m = _played("vanguard")
    g = m.game
    facts = facts_for("vanguard")
    unit = next(c for name in sorted(facts.field - facts.leader) for c in g.zones[f"p0.{name}"].cards)
    other = next(c for c in g.zones["p0.deck"].cards if c.card.stats.get("power") != unit.card.stats.get("power"))
    unit.face_up, unit.known_to = False, frozenset()
    assert not g.can_see(unit, 1)
    hidden = material(g, 0, 1)
    unit.card, other.card = other.card, unit.card  # another face under it
    assert material(g, 0, 1) == hidden
    # the control: face up, its power counts
    unit.face_up = True
    shown = material(g, 0, 1)
    unit.card, other.card = other.card, unit.card
    assert material(g, 0, 1) != shown


_SCORES_OF_A_GAME = """
from engine.evaluate import score
from engine.heuristic import HeuristicBot
from engine.match import Match
for rid in ("dbscg", "vanguard", "systemgate"):
    m = Match.new(rid, seed=5)
    bots = [HeuristicBot(m.view) for _ in m.game.players]
    for _ in range(150):
        if m.decision is None:
            break
        print(repr(score(m.game, 0)), repr(score(m.game, 1)))
        m.apply_trusted(bots[m.decision.player].choose(m.decision))
"""


def test_scores_do_not_depend_on_the_processs_hash_seed() -> None:
    """The search bot with a fixed number of rounds answers alike in any
    process: a score sums its terms in an order that does not follow the
    hash seed of the words naming the field's zones (the sums of floats in
    another order differed in the last digit, and a search compares them)."""
    runs = []
    for seed in ("0", "1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", _SCORES_OF_A_GAME], env=env, capture_output=True, text=True, check=True, timeout=300
        )
        runs.append(done.stdout)
    assert runs[0].count("\n") > 300
    assert runs[0] == runs[1] == runs[2]

"""Bots playing every seat of a match, as the window drives them (no Qt)."""

from __future__ import annotations

import pytest

from desktop.spectator import Spectator, StuckGameError, ruleset_choices
from engine import registry
from engine.match import Match
from tests.desktop.toy_games import toy_match


def test_every_registered_ruleset_is_listed_with_its_title() -> None:
    choices = ruleset_choices()
    assert [c.id for c in choices] == registry.ids()
    for c in choices:
        assert c.problem == "", f"{c.id} cannot be loaded: {c.problem}"
        assert c.title != c.id, f"{c.id} has no title of its own"
        assert c.players in (2, 4)


def test_a_broken_ruleset_is_listed_with_its_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.RULESETS, "broken", ("engine.games.no_such_game", "Nothing"))
    choices = {c.id: c for c in ruleset_choices()}
    assert "ModuleNotFoundError" in choices["broken"].problem
    assert choices["broken"].title == "broken"


def test_step_answers_one_decision_of_the_deciding_seat() -> None:
    sp = Spectator(toy_match)
    sp.new_game("toy", 5)
    match = sp.match
    assert match is not None and match.decision is not None
    before = len(match.answers)
    assert sp.step() is True
    assert len(match.answers) == before + 1
    assert sp.decisions == 1


def test_the_same_seed_plays_the_same_game_and_another_seed_may_not() -> None:
    digests = []
    for seed in (7, 7, 8):
        sp = Spectator(toy_match)
        sp.new_game("toy", seed)
        while sp.step():
            pass
        assert sp.match is not None and sp.match.is_terminal()
        digests.append(sp.match.journal_digest())
    assert digests[0] == digests[1]
    assert digests[0] != digests[2]


def test_run_stops_at_the_time_budget_after_at_least_one_answer() -> None:
    ticks = iter(range(1000))
    sp = Spectator(toy_match)
    sp.new_game("toy", 1)
    assert sp.run(2.5, clock=lambda: float(next(ticks))) == 3
    assert sp.run(0.0) == 1


def test_run_stops_when_the_game_is_over() -> None:
    sp = Spectator(toy_match)
    sp.new_game("toy", 1)
    total = sp.run(60.0)
    assert sp.over and total == sp.decisions > 0
    assert sp.step() is False
    assert sp.run(60.0) == 0


def test_a_game_that_never_ends_is_stopped_and_reported() -> None:
    sp = Spectator(toy_match, max_decisions=3)
    sp.new_game("toy", 1)
    with pytest.raises(StuckGameError, match="has not ended after 3 answers"):
        sp.run(60.0)
    assert isinstance(sp.error, StuckGameError)
    assert sp.over
    assert sp.step() is False


def test_a_failed_new_game_keeps_the_previous_match() -> None:
    def factory(ruleset_id: str, seed: int) -> Match:
        if seed == 2:
            raise OSError("deck file unreadable")
        return toy_match(ruleset_id, seed)

    sp = Spectator(factory)
    sp.new_game("toy", 1)
    kept = sp.match
    with pytest.raises(OSError, match="unreadable"):
        sp.new_game("toy", 2)
    assert sp.match is kept and sp.seed == 1

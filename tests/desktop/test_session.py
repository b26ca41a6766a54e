"""The game as the window plays it, without Qt: seats, bots, undo, saves."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from desktop.session import (
    BOT,
    EASY,
    GOLDFISH,
    HOTSEAT,
    PASSIVE,
    VSBOT,
    WATCH,
    GameSetup,
    PassiveBot,
    Session,
    autosave_path,
    recent_games,
    ruleset_choices,
)
from engine import registry
from engine.bots import EasyBot, RandomBot
from engine.decisions import NO, YES, Decision, Kind, Option
from engine.errors import IllegalActionError, LoadError
from engine.heuristic import HeuristicBot
from engine.match import Match
from engine.state import Game


def test_every_registered_ruleset_is_listed_with_its_title() -> None:
    choices = ruleset_choices()
    assert [c.id for c in choices] == registry.ids()
    for c in choices:
        assert c.problem == "", f"{c.id} cannot be loaded: {c.problem}"
        assert c.title != c.id
        assert c.players in (2, 4)


def test_a_broken_ruleset_is_listed_with_its_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.RULESETS, "broken", ("engine.games.no_such_game", "Nothing"))
    choices = {c.id: c for c in ruleset_choices()}
    assert "ModuleNotFoundError" in choices["broken"].problem


def test_the_passive_opponent_passes_says_no_and_chooses_as_few_cards_as_it_may() -> None:
    bot = PassiveBot()
    act = Decision(
        1,
        Kind.ACTION,
        "Main phase",
        (Option("call:3", "Call", verb="call"), Option("end", "End the phase", verb="pass")),
    )
    assert bot.choose(act) == ("end",)  # the option that passes, by what it does
    yes_no = Decision(1, Kind.YESNO, "Guard?", (YES, NO))
    assert bot.choose(yes_no) == ("no",)
    cards = Decision(1, Kind.CARDS, "Discard", tuple(Option(str(i), f"c{i}") for i in range(4)), min=2, max=3)
    assert bot.choose(cards) == ("0", "1")
    order = Decision(1, Kind.ORDER, "Order", (Option("a", "A"), Option("b", "B")))
    assert bot.choose(order) == ("a", "b")


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_goldfish_bots_answer_every_seat_but_yours(ruleset_id: str) -> None:
    s = Session.start(GameSetup(ruleset_id, GOLDFISH, seed=4))
    assert s.humans == {0}
    you = RandomBot(4)
    while not s.over:
        s.run_bots(10.0)
        if s.human_to_decide():
            d = s.decision
            assert d is not None and d.player == 0
            s.answer(you.choose(d))
    assert s.match.outcome() is not None


def test_against_a_bot_every_other_seat_plays_and_undo_works() -> None:
    """The "Against a bot" mode: the heuristic bot plays seat 2 (it attacks
    and plays cards, unlike the goldfish opponent), and the person may undo."""
    s = Session.start(GameSetup("vanguard", VSBOT, seed=5))
    assert s.humans == {0} and isinstance(s.bots[1], HeuristicBot)
    you = RandomBot(5)
    for _ in range(8):
        s.run_bots(10.0)
        s.answer(you.choose(s.decision))  # type: ignore[arg-type]
    assert s.can_undo and s.undo() and s.decision is not None and s.decision.player == 0
    goldfish = Session.start(GameSetup("vanguard", GOLDFISH, seed=5))
    assert isinstance(goldfish.bots[1], PassiveBot)


def test_against_an_easy_bot_the_bot_is_the_easy_one_and_a_save_keeps_it(tmp_path: Path) -> None:
    """The strength chosen is the opponent of the session: the easy bot for
    "easy", the heuristic bot otherwise (a save from before strengths, whose
    opponent says "passive", plays the heuristic bot); a reopened save keeps it."""
    s = Session.start(GameSetup("vanguard", VSBOT, seed=5, opponent=EASY), autosave=tmp_path / "a.json")
    assert isinstance(s.bots[1], EasyBot)
    s.run_bots(10.0)
    assert isinstance(Session.open(tmp_path / "a.json").bots[1], EasyBot)
    older = Session.start(GameSetup("vanguard", VSBOT, seed=5, opponent=PASSIVE))
    assert isinstance(older.bots[1], HeuristicBot)
    tag = Session.start(GameSetup("systemgate-tagteam", VSBOT, seed=3, opponent=EASY))
    players = tag.match.game.players
    for p in players[1:]:
        assert isinstance(tag.bots[p.seat], HeuristicBot if p.team == players[0].team else EasyBot)


def test_in_tag_team_goldfish_the_partner_plays_its_own_turns_and_the_opponents_do_nothing() -> None:
    """Tag Team (SG 12): seat 3 is the person's partner. In goldfish it is
    played by the heuristic bot, the two opponents by the passive bot; against
    a bot all three play."""
    s = Session.start(GameSetup("systemgate-tagteam", GOLDFISH, seed=3))
    players = s.match.game.players
    partner = next(p.seat for p in players[1:] if p.team == players[0].team)
    assert isinstance(s.bots[partner], HeuristicBot)
    assert all(isinstance(s.bots[p.seat], PassiveBot) for p in players if p.team != players[0].team)
    vs = Session.start(GameSetup("systemgate-tagteam", VSBOT, seed=3))
    assert all(isinstance(vs.bots[p.seat], HeuristicBot) for p in players[1:])


def test_a_person_cannot_answer_for_a_bot_seat() -> None:
    s = Session.start(GameSetup("vanguard", WATCH, seed=1))
    d = s.decision
    assert d is not None
    with pytest.raises(IllegalActionError, match="played by the computer"):
        s.answer(d.options[0].key)


def test_hot_seat_has_no_bots_and_follows_the_deciding_seat() -> None:
    s = Session.start(GameSetup("weiss", HOTSEAT, seed=2))
    assert s.humans == {0, 1} and not s.bots
    assert s.next_viewer() == s.decision.player  # type: ignore[union-attr]


def test_undo_goes_back_to_your_previous_decision_and_redo_returns() -> None:
    s = Session.start(GameSetup("vanguard", GOLDFISH, seed=5, opponent=BOT))
    you = RandomBot(5)
    for _ in range(6):
        s.run_bots(10.0)
        s.answer(you.choose(s.decision))  # type: ignore[arg-type]
    s.run_bots(10.0)
    answers, digest = len(s.match.answers), s.match.journal_digest()
    assert s.undo()
    assert len(s.match.answers) < answers and s.decision is not None and s.decision.player == 0
    assert s.can_redo
    assert s.redo()
    assert (len(s.match.answers), s.match.journal_digest()) == (answers, digest)
    assert not s.can_redo


def test_undo_is_for_practice_games_only() -> None:
    s = Session.start(GameSetup("vanguard", HOTSEAT, seed=5))
    s.answer(s.decision.options[0].key)  # type: ignore[union-attr]
    assert not s.can_undo and not s.undo()


def test_every_change_is_autosaved_and_reopens_exactly(tmp_path: Path) -> None:
    path = tmp_path / "games" / "a.playmat.json"
    s = Session.start(GameSetup("dbscg", GOLDFISH, seed=6), autosave=path)
    assert path.is_file()
    you = RandomBot(6)
    for _ in range(5):
        s.run_bots(10.0)
        s.answer(you.choose(s.decision))  # type: ignore[arg-type]
    saved = json.loads(path.read_text())
    assert saved["journal_sha256"] == s.match.journal_digest()
    assert saved["desktop"]["mode"] == GOLDFISH
    again = Session.open(path)
    assert again.match.answers == s.match.answers
    assert again.match.journal_digest() == s.match.journal_digest()
    # The file is a plain engine save too.
    assert Match.load(path).journal_digest() == s.match.journal_digest()


def test_a_bad_save_file_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.playmat.json"
    bad.write_text("{not json")
    with pytest.raises(LoadError, match=r"bad\.playmat\.json:1"):
        Session.open(bad)


def test_recent_games_list_the_newest_first(tmp_path: Path) -> None:
    first = Session.start(GameSetup("vanguard", GOLDFISH, seed=1), autosave_path(tmp_path, "vanguard", GOLDFISH))
    second = Session.start(GameSetup("weiss", HOTSEAT, seed=1), autosave_path(tmp_path, "weiss", HOTSEAT))
    assert first.autosave is not None and first.autosave != second.autosave
    os.utime(first.autosave, (1.0, 1.0))  # long ago
    recent = recent_games(tmp_path)
    assert recent.skipped == ()
    games = recent.games
    assert [g.path for g in games] == [second.autosave, first.autosave]
    assert {g.ruleset_id for g in games} == {"weiss", "vanguard"}
    assert all("Weiss" in g.title() or "Vanguard" in g.title() for g in games)


def test_restart_keeps_the_seed_or_takes_a_new_one() -> None:
    s = Session.start(GameSetup("systemgate", GOLDFISH, seed=9))
    s.answer(s.decision.options[0].key)  # type: ignore[union-attr]
    same = s.restart()
    assert same.match.seed == 9 and same.match.answers == []
    assert same.match.journal_digest() == Match.new("systemgate", seed=9).journal_digest()


def test_an_answer_the_rules_fail_on_leaves_the_game_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault in the rules code or a card's data while an answer resolves
    is raised, and the game is kept as it was before that answer (saved as
    such), not half applied: the same decision is asked again and play goes on."""
    s = Session.start(GameSetup("vanguard", HOTSEAT, seed=3), tmp_path / "g.playmat.json")
    bot = RandomBot(5)
    for _ in range(12):
        d = s.decision
        assert d is not None
        s.answer(bot.choose(d))
    answers, digest = list(s.match.answers), s.match.journal_digest()
    d = s.decision
    assert d is not None
    choice = bot.choose(d)
    real_emit = Game.emit
    faults = [TypeError("a card's value of the wrong type")]

    def broken_once(self: Game, event: Any) -> None:
        if faults:
            raise faults.pop()
        real_emit(self, event)

    monkeypatch.setattr(Game, "emit", broken_once)
    with pytest.raises(TypeError):
        s.answer(choice)
    assert s.match.answers == answers and s.match.journal_digest() == digest
    assert s.decision is not None and s.decision.prompt == d.prompt
    assert Session.open(tmp_path / "g.playmat.json").match.answers == answers
    s.answer(choice)
    assert len(s.match.answers) == len(answers) + 1

"""The strong bot (the search bot) against one person: it thinks on the
worker thread, the window goes on answering events and the status bar says
it is thinking; an answer thought for a game that moved on is dropped."""

from __future__ import annotations

import json
import threading

import pytest
from pytestqt.qtbot import QtBot

import desktop.session
from desktop.cli import main
from desktop.session import STRONG, VSBOT, GameSetup, Session
from engine.bots import RandomBot
from engine.decisions import Answer, Decision
from engine.match import Match
from engine.search import SearchBot
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import answer_by_clicks, click


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """The strong bot thinks a twentieth of a second (a second in play)."""
    monkeypatch.setattr(desktop.session, "STRONG_BUDGET", 0.05)


def _to_the_thinker(s: Session, you: RandomBot) -> None:
    """Answer for the person until the strong bot is to decide."""
    for _ in range(500):
        s.run_bots(10.0, thinkers=False)
        if s.thinker() is not None:
            return
        d = s.decision
        assert d is not None and d.player == 0
        s.answer(you.choose(d))
    raise AssertionError("the strong bot never had a choice to make")


def test_the_strong_bot_thinks_on_a_copy_and_its_answer_is_given_after() -> None:
    s = Session.start(GameSetup("dbscg", VSBOT, seed=5, opponent=STRONG))
    bot = s.bots[1]
    assert isinstance(bot, SearchBot) and bot.budget == 0.05
    _to_the_thinker(s, RandomBot(5))
    before = len(s.match.answers)
    work = s.think()
    assert len(s.match.answers) == before  # nothing is answered until the thought is given
    thought = work()
    d = s.decision
    assert d is not None and d.player == 1 and d.fits(thought.answer)
    assert s.apply_thought(thought)
    assert len(s.match.answers) == before + 1
    assert s.match.answers[-1] == thought.answer


def test_an_answer_thought_for_a_game_that_moved_on_is_dropped() -> None:
    s = Session.start(GameSetup("dbscg", VSBOT, seed=6, opponent=STRONG))
    _to_the_thinker(s, RandomBot(6))
    work = s.think()
    s.concede(0)  # the game moved on while the bot thought
    answers = len(s.match.answers)
    assert not s.apply_thought(work())
    assert len(s.match.answers) == answers


def test_strong_is_chosen_on_the_start_screen_and_thinks_off_the_gui_thread(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window()
    screen = window.start_screen
    screen.game_box.setCurrentIndex(screen.game_box.findData("dbscg"))
    screen.mode_buttons[VSBOT].setChecked(True)
    screen.strength_box.setCurrentIndex(screen.strength_box.findData(STRONG))
    assert screen.strength_box.currentText().startswith("Strong")
    screen.seed_edit.setText("7")
    click(qtbot, screen.start_button)
    s = window.model.session
    assert s is not None and s.opponent == STRONG and isinstance(s.bots[1], SearchBot)
    bot = s.bots[1]
    threads: list[str] = []
    think = bot.choose_in

    def on_a_thread(match: Match, decision: Decision) -> Answer:
        threads.append(threading.current_thread().name)
        return think(match, decision)

    bot.choose_in = on_a_thread  # type: ignore[method-assign]
    you = RandomBot(7)
    said: list[str] = []
    window.model.notice.connect(said.append)
    for _ in range(300):
        qtbot.waitUntil(lambda: s.over or s.human_to_decide(), timeout=20000)
        if s.over or bot.searched >= 3:
            break
        d = window.model.decision
        assert d is not None
        answer_by_clicks(qtbot, window, tuple(you.choose(d)))
    assert bot.searched >= 3
    assert threads and threading.main_thread().name not in threads
    assert any(text.startswith("Player 2 is thinking") for text in said)
    assert not window.model.thinking.busy


def test_sim_and_bench_give_the_search_bot_its_budget(capsys: pytest.CaptureFixture[str]) -> None:
    sim = ["sim", "--game", "dbscg", "--games", "1", "--seed", "3", "--bots", "search,random", "--budget", "0.01"]
    assert main([*sim, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == ["search", "random"] and data["finished"] == 1
    assert data["search"]["decisions"] > 0 and data["search"]["failed_playouts"] == 0
    bench = ["bench", "--bots", "search:random", "--games", "1", "--budget", "0.01", "--game", "dbscg", "--json"]
    assert main(bench) == 0
    report = json.loads(capsys.readouterr().out)["bots"]
    row = report["rulesets"]["dbscg"]
    assert report["a"] == "search" and report["budget"] == 0.01
    assert row["games"] == 2 and row["wins"] + row["losses"] + row["draws"] == 2
    assert set(row["orders"]) == {"search:random", "random:search"}
    assert all(order["search"]["decisions"] > 0 for order in row["orders"].values())


def test_bench_names_a_pairing_it_cannot_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--bots", "search:clever", "--games", "1"]) == 2
    assert "unknown bot 'clever'" in capsys.readouterr().err
    assert main(["bench", "--bots", "search", "--games", "1"]) == 2
    assert "A:B" in capsys.readouterr().err

"""Nothing a seat may not see is on screen while another seat can look.

Hot-seat: the pass screen covers the whole window and, under it, every
widget shows only what both players may see; once a player takes the
screen, only what that player may see. Table mode: one screen for both
players all game long. The tests walk every text of the window (labels,
buttons, list items, the log, tooltips, card faces on the mat and the hand)
after every click and look for the names of cards one of the seats looking
has not seen (per ``view_for`` and the journal's record of who saw what).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from desktop.table.bench import bot_game
from desktop.table.model import QtTableModel
from desktop.table.replay import feed_trace
from engine.events import CardMoved
from engine.match import Match
from hardware.table.trace import director_trace
from tests.desktop.driving import click, play_by_clicks
from tests.desktop.hidden_names import hidden_names, leaks, screen_texts
from tests.desktop.test_table import table_window

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]

GAMES = ["vanguard", "weiss", "dbscg", "systemgate"]


def assert_private(
    window: QWidget, match: Match, seats: list[int], when: str, in_sight: frozenset[str] = frozenset()
) -> int:
    """No text of ``window`` names a card one of ``seats`` has not seen (nor
    is ``in_sight``: face up on the table); returns how many such names the
    game has (the check is not empty)."""
    QApplication.processEvents()
    hidden, allowed = hidden_names(match, seats)
    hidden -= in_sight
    allowed |= in_sight
    found = leaks(screen_texts(window), hidden, allowed)
    assert not found, f"{when}, seen by {[s + 1 for s in seats]}: " + "\n".join(found[:5])
    return len(hidden)


def on_table(model: QtTableModel) -> frozenset[str]:
    """The names of the cards the camera reads face up on the table: both
    players see them there."""
    sync, m = model.sync, model.match
    assert sync is not None and m is not None
    pool = m.ruleset.pool.cards
    return frozenset(pool[cid].name for sight in sync.seen.picture().values() for cid, _ in sight.labels if cid in pool)


def lookers(window: QtMainWindow) -> list[int]:
    """Who may be looking at a hot-seat screen: both players while it is
    passed, then the player who took it."""
    model = window.model
    assert model.match is not None
    return list(range(len(model.match.game.players))) if model.handover else [model.viewer]


def draws(match: Match, seat: int) -> list[CardMoved]:
    return [e for e in match.journal if isinstance(e, CardMoved) and e.owner == seat and e.dst == f"p{seat}.hand"]


# -- hot-seat ------------------------------------------------------------------------------------------


def test_the_pass_screen_covers_the_window_and_the_log_names_only_your_own_draws(
    qtbot: QtBot, game_window: GameWindow
) -> None:
    window = game_window("vanguard", "hotseat", seed=3)
    model = window.model
    mat_width = window.mat.width()

    def passed_after_draws() -> bool:
        m = model.match
        return model.handover and m is not None and m.game.turn >= 2 and all(draws(m, s) for s in (0, 1))

    play_by_clicks(qtbot, window, seed=3, max_answers=300, stop=passed_after_draws)
    assert passed_after_draws()
    nxt = model.viewer
    first = 1 - nxt
    # the pass screen lies over the whole game page; the board keeps its size under it
    assert window.cover.isVisible() and window.cover.geometry() == window.game_page.rect()
    assert window.mat.width() == mat_width
    assert window.cover.geometry().contains(window.log_panel.geometry())
    m = model.match
    assert m is not None
    assert_private(window, m, [0, 1], "the pass screen")
    log = "\n".join(window.log_panel.lines())
    for e in draws(m, nxt) + draws(m, first):
        assert e.name not in log or e.name in hidden_names(m, [0, 1])[1]
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.cover.isVisible()
    # the player who took the screen reads their own draws by name, the
    # other's as "a card" (one line each)
    lines = window.log_panel.lines()
    mine = [e for e in draws(m, nxt) if nxt in e.seen_by]
    assert mine and all(any(e.name in line for line in lines) for e in mine)
    theirs = [e for e in draws(m, first) if nxt not in e.seen_by]
    unseen = [line for line in lines if line.startswith(f"Player {first + 1}: a card") and "hand" in line.lower()]
    assert theirs and len(unseen) >= len(theirs)
    assert_private(window, m, [nxt], "the screen taken")


@pytest.mark.parametrize("ruleset", GAMES)
def test_a_hot_seat_screen_shows_only_what_the_seats_looking_may_see(
    qtbot: QtBot, game_window: GameWindow, ruleset: str
) -> None:
    """Some turns of each game, played by clicks (the pass screen by its
    button), with every text on screen checked after every click."""
    window = game_window(ruleset, "hotseat", seed=5)
    model = window.model
    passes = []
    secret = 0

    def check() -> bool:
        nonlocal secret
        m = model.match
        assert m is not None
        secret = max(secret, assert_private(window, m, lookers(window), f"answer {len(m.answers)}"))
        if model.handover:
            passes.append(len(m.answers))
        return m.game.turn > 4

    play_by_clicks(qtbot, window, seed=5, max_answers=400, stop=check)
    check()
    assert passes, "the screen was never passed"
    assert secret, "no card was ever hidden from a seat looking"


# -- table mode -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", GAMES)
def test_the_table_screen_shows_only_what_both_players_may_see(qtbot: QtBot, ruleset: str) -> None:
    """A game of paper cards fed through the table window as the devices
    report it: after every settle and every answer given on screen, no text
    (the prompt, the "Applied:" line, the banner, the log, the mat) names
    a card one of the players has not seen."""
    played = bot_game(ruleset, 3, 40)
    trace = director_trace(ruleset, 3, list(played.answers))
    window = table_window(qtbot, trace.match())
    model = window.model
    seats = list(range(len(played.game.players)))
    secret = 0

    def check(when: str) -> None:
        nonlocal secret
        m = model.match
        assert m is not None and not model.peeking
        secret = max(secret, assert_private(window, m, seats, when, on_table(model)))

    result = feed_trace(
        model, trace, settled=lambda t: check(f"t={t:.2f}"), answered=lambda: check("an answer on screen")
    )
    assert result.settles
    assert secret, "no card was ever hidden from a player"
    assert window.applied_label.text().startswith("Applied:")


def test_on_the_table_screen_the_deciding_player_shows_their_cards_only_when_they_ask(qtbot: QtBot) -> None:
    """A mulligan on the shared screen: the prompt lists the cards without
    their names until the deciding player asks to see them (the other looks
    away); the names are hidden again once the game moves on."""
    window = table_window(qtbot, Match.new("vanguard", None, 3))
    model = window.model
    prompt = window.prompt

    def hand_question() -> bool:
        d = model.decision
        return d is not None and any(o.src == f"p{d.player}.hand" for o in d.options)

    while not hand_question():
        d = model.decision
        assert d is not None
        model.answer((d.options[0].key,))
    d = model.decision
    assert d is not None
    m = model.match
    assert m is not None
    names = {o.label for o in d.options if o.src == f"p{d.player}.hand"}
    texts = [b.text() for b in prompt.buttons.values()]
    assert not any(name in t for name in names for t in texts)
    assert_private(window, m, [0, 1], "the question")
    assert prompt.peek_button.isVisible()
    assert f"Show Player {d.player + 1}'s cards" in prompt.peek_button.text()
    click(qtbot, prompt.peek_button)
    assert model.peeking
    texts = [b.text() for b in prompt.buttons.values()]
    assert all(any(name in t for t in texts) for name in names)
    assert_private(window, m, [d.player], "the cards shown")
    option = next(o for o in d.options if o.src == f"p{d.player}.hand")
    answers = len(m.answers)
    click(qtbot, prompt.buttons[option.key])
    if prompt.confirm_button.isVisible():
        click(qtbot, prompt.confirm_button)
    after = model.match
    assert after is not None and len(after.answers) > answers
    assert not model.peeking and not prompt.peek_button.isChecked()
    assert_private(window, after, [0, 1], "after the answer")

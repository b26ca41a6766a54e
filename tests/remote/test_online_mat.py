"""The online window plays as hot-seat does: the main window's mat, hand,
prompt and log, fed by the seat's view. A whole game is played by clicks on
the prompt's buttons against a bot on the other seat, and after every view
each card drawn is checked against the seat's view: a card face is drawn
only where the view names it; the seat's views are checked against the
referee's game by replay at the end."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.card_item import CardItem
from desktop.online import QtOnlineWindow
from desktop.session import pass_option
from engine.decisions import Kind
from engine.view import View
from remote.referee import Referee
from remote.seat import BotSeat

pytestmark = [pytest.mark.remote, pytest.mark.gui]


def drawn(window: QtOnlineWindow) -> list[CardItem]:
    """Every card on the mat and in the hand."""
    return [*window.mat.cards.values(), *window.mat._extra_cards, *window.hand.cards.values()]


def check_drawn(window: QtOnlineWindow) -> int:
    """Each drawn card with a face is one the seat's view names, with that
    face; returns how many faces were drawn."""
    with window.seat.lock:
        msg = window.seat.view
    assert msg is not None
    known = {
        c["iid"]: (c["name"], c["card_id"]) for z in msg["view"]["zones"] for c in z["cards"] if c["name"] is not None
    }
    faces = 0
    for item in drawn(window):
        c = item.card
        if c.name is not None or c.card_id is not None:
            assert known.get(c.iid) == (c.name, c.card_id), f"{c.name} ({c.iid}) is not in the seat's view"
            faces += 1
    return faces


def click_an_answer(window: QtOnlineWindow, rng: random.Random) -> None:
    """Answer the question shown with the prompt panel's buttons."""
    d = window.model.decision
    assert d is not None
    panel = window.prompt
    keys = [o.key for o in d.options]
    if d.kind is Kind.ORDER or d.max > 1 or d.min != 1:
        n = len(keys) if d.kind is Kind.ORDER else rng.randint(d.min, min(d.max, len(keys)))
        for k in rng.sample(keys, n):
            if window.model.decision is not None:
                panel.buttons[k].click()
        if window.model.decision is not None:
            panel.confirm_button.click()
    else:
        # a card with several moves has one button: it takes the prompt
        # for its moves, and one of those answers
        for _ in range(3):
            if window.model.decision is None:
                return
            shown = [b for b in panel.buttons.values() if b.isVisible() and b.isEnabled()]
            rng.choice(shown).click()
        assert window.model.decision is None, "three clicks on the prompt answer a one-choice question"


def test_a_whole_game_online_in_the_hot_seat_widgets_shows_only_the_seats_cards(
    qtbot: QtBot, game_on: Callable[..., Referee]
) -> None:
    ref = game_on("dbscg")
    inv = ref.invitations()
    window = QtOnlineWindow(inv[1])
    qtbot.addWidget(window)
    window.show()
    other = BotSeat(inv[2], seed=5)
    other.start()
    rng = random.Random(7)
    faces = answered = passed = 0
    try:
        qtbot.waitUntil(lambda: "Player 2: connected" in window.people.text(), timeout=30_000)
        while True:
            qtbot.waitUntil(
                lambda: (
                    window.model.decision is not None or window.seat.verified is not None or bool(window.seat.problem)
                ),
                timeout=60_000,
            )
            faces = max(faces, check_drawn(window))
            view = window.model.view()
            assert isinstance(view, View) and view.viewer == 0
            if window.model.decision is None:
                break
            index = window.shown_index
            d = window.model.decision
            if d.max == 1 and d.min == 1 and pass_option(d) is not None and rng.random() < 0.3:
                qtbot.keyClick(window, Qt.Key.Key_P)  # the hot-seat key of passing
                passed += 1
            else:
                click_an_answer(window, rng)
            answered += 1
            qtbot.waitUntil(lambda i=index: window.shown_index > i or bool(window.seat.errors), timeout=60_000)
            assert not window.seat.errors, window.seat.errors
            assert answered < 2000, "the game should have ended"
        qtbot.waitUntil(lambda: window.seat.verified is not None or bool(window.seat.problem), timeout=60_000)
        assert window.seat.problem == ""
        assert window.seat.verified is not None and window.seat.verified.game.over
        check_drawn(window)
        assert faces > 5, "the seat's own cards were drawn with their faces"
        assert answered > 10 and passed > 0
        assert window.prompt.who.text() == "Game over"
        assert len(window.log_panel.lines()) == len(window.seat.log) > 20
        assert window.problem.text().startswith("Checked:")
        # the mat's right-click moves by hand change nothing in an online game
        notices: list[str] = []
        window.model.notice.connect(notices.append)
        assert not window.model.manual({"kind": "move", "card": 1, "to": "p0.drop"})
        assert notices and "online game" in notices[-1]
    finally:
        other.stop()
        window.close()


def test_a_spectators_window_draws_no_card_hidden_from_the_spectators(
    qtbot: QtBot, game_on: Callable[..., Referee]
) -> None:
    ref = game_on("systemgate")
    inv = ref.invitations()
    window = QtOnlineWindow(inv[0])
    qtbot.addWidget(window)
    window.show()
    seats = [BotSeat(inv[n], seed=n, think=0.01) for n in (1, 2)]
    for s in seats:
        s.start()
    try:
        for at in (5, 30, 60):
            qtbot.waitUntil(lambda at=at: window.shown_index >= at, timeout=60_000)
            check_drawn(window)
            view = window.model.view()
            assert view is not None and view.viewer == -1 and window.model.decision is None
            hands = {z.key for z in view.zones if z.key.endswith(".hand")}
            assert not any(item.card.name for item in drawn(window) if item.zone in hands)
        assert not window.hand.isVisible()
        assert "you are watching" in window.title.text()
    finally:
        for s in seats:
            s.stop()
        window.close()

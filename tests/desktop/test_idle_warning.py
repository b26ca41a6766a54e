"""Before a player pays for an effect that would do nothing (an Extra Card
that KOs a Battle Card when the opponent has none), the prompt says so and
waits for a second yes (#23.8): Esc or "Think again" lets the choice go,
Enter or "Go ahead anyway" makes it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from engine.decisions import Option
from tests.desktop.driving import click, play_by_clicks

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]


def idle_option(window: QtMainWindow) -> Option | None:
    """An option of the decision on screen that would do nothing now."""
    model = window.model
    d = model.decision
    if d is None or d.player != 0:
        return None
    g = model.match.game
    return next((o for o in d.options if o.verb in ("play", "activate") and g.ruleset.would_do_nothing(g, o)), None)


def test_an_effect_that_would_do_nothing_asks_a_second_yes(qtbot: QtBot, game_window: GameWindow) -> None:
    # goldfish: the opponent plays no Battle Card, so Ember Barrage (KO one
    # with 15000 power or less) has nothing to KO once it can be paid
    window = game_window("dbscg", "goldfish", seed=2)
    model = window.model
    play_by_clicks(qtbot, window, seed=2, max_answers=400, stop=lambda: idle_option(window) is not None)
    opt = idle_option(window)
    assert opt is not None, "no effect without a target came up"
    d = model.decision
    button = window.prompt.buttons[opt.key]
    if not button.isVisible():  # one of the card's moves, grouped: the card first
        model.click_card(opt.card if opt.card is not None else -1)
    else:
        click(qtbot, button)
    # asked, not done
    assert model.decision is d and model.warning is not None and model.warning[0] == opt.key
    assert window.prompt.warning.isVisible()
    text = window.prompt.warning_text.text()
    assert "would do nothing now" in text and "opponent" in text
    assert text.startswith(model.option_label(opt))
    # Esc: nothing done, the warning gone
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert model.decision is d and model.warning is None and not window.prompt.warning.isVisible()
    # asked again, then Enter goes ahead
    model.pick(opt.key)
    assert model.warning is not None and model.decision is d
    before = len(model.match.game.journal)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert model.decision is not d and len(model.match.game.journal) > before
    assert model.warning is None and not window.prompt.warning.isVisible()
    card = model.match.game.cards[opt.cards[0]]
    assert card.zone.name != "hand"  # played, and its cost paid


def test_an_effect_that_does_something_is_made_at_once(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("dbscg", "goldfish", seed=2)
    model = window.model
    g = model.match.game

    def useful() -> Option | None:
        d = model.decision
        if d is None or d.player != 0:
            return None
        return next(
            (
                o
                for o in d.options
                if o.verb == "play" and g.ruleset.option_abilities(g, o) and not g.ruleset.would_do_nothing(g, o)
            ),
            None,
        )

    play_by_clicks(qtbot, window, seed=2, max_answers=400, stop=lambda: useful() is not None)
    opt = useful()
    assert opt is not None, "no Extra Card that does something came up"
    d = model.decision
    model.pick(opt.key)
    assert model.warning is None and model.decision is not d

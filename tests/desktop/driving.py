"""Playing the real window the way a person does: clicking the prompt's
buttons, the mat and the hand, and dragging cards (pytest-qt)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from engine.bots import RandomBot
from engine.decisions import Decision, Kind

LEFT = Qt.MouseButton.LeftButton


def click(qtbot: QtBot, widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"{widget.objectName()} cannot be clicked"
    qtbot.mouseClick(widget, LEFT)


def answer_by_clicks(qtbot: QtBot, window: QtMainWindow, keys: tuple[str, ...]) -> None:
    """Answer the decision on screen with ``keys`` through the prompt's buttons."""
    d = window.model.decision
    assert d is not None
    prompt = window.prompt
    for key in keys:
        button = prompt.buttons[key]
        card = d.option(key).card
        if card is not None and (not button.isVisible() or button.property("group_card") == card):
            # one of a card's several moves (shown as one "Call X…"), or the
            # same move of another copy: the card is chosen first, as a click on it does
            window.model.click_card(card)
            if window.model.warning is not None:
                click(qtbot, prompt.go_anyway)  # it would do nothing now: the bot's choice all the same
            if window.model.decision is not d:
                continue  # its one move, made at once
        click(qtbot, button)
        if window.model.warning is not None:
            click(qtbot, prompt.go_anyway)
    multi = d.kind is Kind.ORDER or d.max > 1 or d.min != 1
    if multi and window.model.decision is d:
        click(qtbot, prompt.confirm_button)


def send_mouse(widget: QWidget, kind: QEvent.Type, pos: QPoint, buttons: Qt.MouseButton) -> None:
    button = LEFT if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    local = QPointF(pos)
    event = QMouseEvent(kind, local, QPointF(widget.mapToGlobal(pos)), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def drag(view_from: QWidget, start: QPoint, view_to: QWidget, end: QPoint) -> None:
    """Press on ``start`` of one viewport, move, release over ``end`` of another."""
    send_mouse(view_from, QEvent.Type.MouseButtonPress, start, LEFT)
    send_mouse(view_from, QEvent.Type.MouseMove, start + QPoint(12, -12), LEFT)
    target = view_from.mapFromGlobal(view_to.mapToGlobal(end))
    send_mouse(view_from, QEvent.Type.MouseMove, target, LEFT)
    send_mouse(view_from, QEvent.Type.MouseButtonRelease, target, Qt.MouseButton.NoButton)


def play_by_clicks(
    qtbot: QtBot,
    window: QtMainWindow,
    seed: int = 0,
    max_answers: int = 5000,
    stop: Callable[[], bool] = lambda: False,
) -> int:
    """Play every person's decision with a random bot's choice, clicked in the
    prompt; click through hot-seat hand-overs; wait for computer seats.
    Returns the answers clicked."""
    model = window.model
    bots: dict[int, RandomBot] = {}
    clicked = 0
    while clicked < max_answers and not stop():
        s = model.session
        assert s is not None
        if s.over:
            break
        if model.handover:
            click(qtbot, window.cover.button)
            continue
        d: Decision | None = model.decision
        if d is None:
            qtbot.waitUntil(lambda: model.decision is not None or model.handover or model.session.over, timeout=60_000)  # type: ignore[union-attr]
            continue
        bot = bots.setdefault(d.player, RandomBot(seed * 8 + d.player))
        answer_by_clicks(qtbot, window, bot.choose(d))
        clicked += 1
    return clicked

"""The prompt groups a card's moves and tells like choices apart (#23.8):
one "Call X…" instead of five buttons per card, marked on the mat when
chosen; another copy's identical moves shown once; choices of the same
words numbered."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from desktop.prompt_panel import arrange
from engine.decisions import Decision, Kind, Option
from tests.desktop.driving import click, play_by_clicks

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]


def _calls(o: Option) -> bool:
    return o.verb == "call" and bool(o.dst)


def test_a_cards_five_calls_are_one_choice_that_marks_its_circles(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("vanguard", "goldfish", seed=3)
    model = window.model

    def callable_card() -> int | None:
        d = model.decision
        if d is None:
            return None
        counts: dict[int, int] = {}
        for o in d.options:
            if _calls(o) and o.card is not None:
                counts[o.card] = counts.get(o.card, 0) + 1
        return next((c for c, n in counts.items() if n >= 2), None)

    play_by_clicks(qtbot, window, seed=3, max_answers=300, stop=lambda: callable_card() is not None)
    card = callable_card()
    assert card is not None
    d = model.decision
    assert d is not None
    name = model.card_name(card)
    moves = [o for o in d.options if o.card == card and _calls(o)]
    shown = [window.prompt.buttons[o.key] for o in moves if window.prompt.buttons[o.key].isVisible()]
    assert len(shown) == 1 and shown[0].text() == f"Call {name}…"
    click(qtbot, shown[0])
    assert model.selected_card == card
    assert {o.dst for o in moves} <= set(model.places(card))  # marked on the mat
    now = [window.prompt.buttons[o.key] for o in moves]
    assert all(b.isVisible() and b.isEnabled() for b in now)
    back = next(o for o in moves if o.dst.endswith("RC_BC") or o.dst.endswith("RC_BL"))
    click(qtbot, window.prompt.buttons[back.key])
    view = model.match.view(0)
    assert any(c.iid == card for c in view.zone(back.dst).cards)


def _decision(kind: Kind, options: list[Option], lo: int = 1, hi: int = 1) -> Decision:
    return Decision(0, kind, "test", tuple(options), lo, hi)


def test_another_copys_same_moves_are_shown_once_and_a_selected_card_shows_all() -> None:
    opts = [
        Option("sum:1:left", "Summon Cinder Hound to left", card=1, verb="play", dst="p0.left"),
        Option("sum:1:right", "Summon Cinder Hound to right", card=1, verb="play", dst="p0.right"),
        Option("sum:2:left", "Summon Cinder Hound to left", card=2, verb="play", dst="p0.left"),
        Option("sum:2:right", "Summon Cinder Hound to right", card=2, verb="play", dst="p0.right"),
        Option("cast:3", "Cast Ember Sigil", card=3, verb="play"),
        Option("pass", "End the Main Phase", verb="pass"),
    ]
    printed = {1: "SGA-010", 2: "SGA-010", 3: "SGA-030"}
    heads, hidden = arrange(_decision(Kind.ACTION, opts), None, printed=printed)
    assert heads == {"sum:1:left": "Summon Cinder Hound…"}
    assert hidden == {"sum:1:right", "sum:2:left", "sum:2:right"}
    heads, hidden = arrange(_decision(Kind.ACTION, opts), 2, printed=printed)
    assert heads == {"sum:1:left": "Summon Cinder Hound…"} and hidden == {"sum:1:right"}
    # cards the people looking do not know are never taken for copies of each other
    heads, hidden = arrange(_decision(Kind.ACTION, opts), None, printed={})
    assert set(heads) == {"sum:1:left", "sum:2:left"} and hidden == {"sum:1:right", "sum:2:right"}


def test_choices_among_cards_are_never_grouped() -> None:
    opts = [Option(str(i), "Pearl Diver", card=i, verb="choose") for i in (4, 5)]
    assert arrange(_decision(Kind.CARDS, opts, 0, 2), None) == ({}, set())


def test_a_long_card_text_in_the_zoom_never_pushes_the_prompt(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("dbscg", "goldfish", seed=1)
    prompt, zoom = window.prompt, window.zoom
    qtbot.wait(50)
    before = (prompt.height(), zoom.height())
    iid = next(iter(window.hand.cards))
    card = next(c for z in window.model.view().zones for c in z.cards if c.iid == iid)  # type: ignore[union-attr]
    long = dataclasses.replace(
        card, text="\n".join(f"[Auto] line {i}: draw 1 card, then choose a card." for i in range(40))
    )
    window.model.focus_changed.emit(long)
    qtbot.wait(50)
    assert "line 39" in zoom.text.text()
    assert (prompt.height(), zoom.height()) == before


def test_z_makes_the_zoom_larger_and_back(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("weiss", "goldfish", seed=1)
    qtbot.wait(50)
    small = window.zoom.height()
    window.zoom_action.trigger()
    qtbot.waitUntil(lambda: window.zoom.height() >= 300)
    window.zoom_action.trigger()
    qtbot.waitUntil(lambda: window.zoom.height() == small)

"""Battles you can see: while an attack is under way, an arrow on the mat
from the attacking card to its target and the numbers of the battle in words
beside the prompt; the first turn's limits said in the status line (pytest-qt,
real windows played by clicks)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from desktop.wording import fight_text
from engine.view import CardView, PlayerView, View, ZoneView
from tests.desktop.driving import play_by_clicks

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]
GAMES = ("vanguard", "weiss", "dbscg", "systemgate")


def fight_view(ruleset: str, fight: dict[str, object]) -> View:
    cards = (CardView(1, "Kindle Scout", "x", True, "stand"), CardView(2, "Coral Sentinel", "y", True, "stand"))
    zone = ZoneView("p0.VC", "VC", 0, "public", 2, cards)
    players = (PlayerView(0, 0, {}, ""), PlayerView(1, 1, {}, ""))
    return View(0, ruleset, 3, 0, "battle", "guard", players, (zone,), False, (), {"fight": fight, "limits": []})


def test_the_numbers_of_a_battle_in_words() -> None:
    shield = {
        "attackers": [1],
        "targets": [2],
        "defender": 1,
        "attack": 10000,
        "attack_plus": [],
        "defence": 8000,
        "defence_plus": [["shield", 5000]],
    }
    assert fight_text(fight_view("vanguard", shield)) == (
        "Attack: Kindle Scout 10000 vs Coral Sentinel 8000 + 5000 shield (= 13000)"
    )
    combo = dict(shield, attack_plus=[["combo", 5000]], defence_plus=[], attack=15000, defence=20000)
    assert fight_text(fight_view("dbscg", combo)) == (
        "Attack: Kindle Scout 15000 + 5000 combo (= 20000) vs Coral Sentinel 20000"
    )
    direct = dict(shield, targets=[], defence=None, defence_plus=[])
    assert fight_text(fight_view("weiss", direct)) == "Attack: Kindle Scout 10000 → Player 2 directly"
    gate = dict(shield, attack=5000, defence=3000, defence_plus=[])
    assert fight_text(fight_view("systemgate", gate)) == (
        "Attack: Kindle Scout, Power 5000 vs Coral Sentinel, Defense 3000"
    )


@pytest.mark.parametrize("game", GAMES)
def test_an_attack_shows_an_arrow_to_its_target_and_its_numbers(
    qtbot: QtBot, game_window: GameWindow, game: str
) -> None:
    window = game_window(game, "hotseat", seed=4)

    def attacking() -> bool:
        view = window.model.view()
        return view is not None and view.extras.get("fight") is not None and not window.model.handover

    play_by_clicks(qtbot, window, seed=4, max_answers=1500, stop=attacking)
    assert attacking(), "no attack in the game"
    view = window.model.view()
    assert view is not None
    fight = view.extras["fight"]
    text = window.battle.text()
    assert window.battle.isVisible() and text == fight_text(view) and text.startswith("Attack: ")
    assert " vs " in text or text.endswith("directly") or "no power compared" in text
    assert str(fight["attack"]) in text
    mat = window.mat
    assert mat.arrows, "no arrow on the mat"
    attackers = [mat.cards[i].sceneBoundingRect() for i in fight["attackers"] if i in mat.cards]
    targets = [mat.cards[i].sceneBoundingRect() for i in fight["targets"] if i in mat.cards] or [
        mat.totals[fight["defender"]].sceneBoundingRect()
    ]
    for arrow in mat.arrows:
        # from the edge of an attacking card to the edge of a target, on screen
        assert any(r.adjusted(-1, -1, 1, 1).contains(arrow.start) for r in attackers)
        assert any(r.adjusted(-1, -1, 1, 1).contains(arrow.end) for r in targets)
        assert mat.viewport().rect().contains(mat.mapFromScene(arrow.end))

    # The attack over, the arrow and the numbers go.
    def over() -> bool:
        v = window.model.view()
        return v is not None and v.extras.get("fight") is None and not window.model.handover

    play_by_clicks(qtbot, window, seed=4, max_answers=300, stop=over)
    assert over() and not window.battle.isVisible() and not mat.arrows


@pytest.mark.parametrize("game", GAMES)
def test_the_first_turn_limits_are_said_while_they_apply(qtbot: QtBot, game_window: GameWindow, game: str) -> None:
    window = game_window(game, seed=2)

    def turn() -> int:
        view = window.model.view()
        return view.turn if view is not None else 0

    play_by_clicks(qtbot, window, seed=2, max_answers=300, stop=lambda: turn() >= 1)
    assert turn() == 1
    # a line under the turn in the status
    said = window.status.text().split("<br>")
    assert len(said) == 2 and "Turn 1" in said[0] and "First turn: " in said[1]
    assert {"vanguard": "not attack", "weiss": "only once", "dbscg": "not draw", "systemgate": "one attack"}[
        game
    ] in said[1]
    play_by_clicks(qtbot, window, seed=2, max_answers=600, stop=lambda: turn() >= 3)
    assert turn() >= 3 and "First turn" not in window.status.text()

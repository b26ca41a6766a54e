"""Click to place: a card clicked marks the places it can go on the mat (in
blue), and a click on one of them makes the move a drop there makes, in
each of the four games (pytest-qt, real mouse clicks on the hand and the mat)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from engine.decisions import Option
from tests.desktop.driving import answer_by_clicks, drag, play_by_clicks

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]
LEFT = Qt.MouseButton.LeftButton


def card_in_hand(qtbot: QtBot, window: QtMainWindow, wanted: Callable[[list[Option]], bool], seed: int = 1) -> int:
    """Play on by clicks until a card of the hand has options that
    ``wanted`` accepts; that card."""
    model = window.model

    def found() -> bool:
        return model.decision is not None and any(wanted(model.options_for_card(i)) for i in window.hand.cards)

    play_by_clicks(qtbot, window, seed=seed, max_answers=400, stop=found)
    assert found(), "the game never offered such a card"
    return next(i for i in window.hand.cards if wanted(model.options_for_card(i)))


def click_card(qtbot: QtBot, window: QtMainWindow, iid: int) -> None:
    qtbot.mouseClick(window.hand.viewport(), LEFT, pos=window.hand.card_point(iid))


def click_zone(qtbot: QtBot, window: QtMainWindow, zone: str) -> None:
    qtbot.mouseClick(window.mat.viewport(), LEFT, pos=window.mat.zone_point(zone))


def marked(window: QtMainWindow) -> set[str]:
    return {key for key, z in window.mat.zones.items() if z.target}


def where(window: QtMainWindow, iid: int) -> str:
    m = window.model.match
    assert m is not None
    return next(z.key for z in m.game.zones.values() if any(c.iid == iid for c in z.cards))


@pytest.fixture
def game(game_window: GameWindow) -> Callable[[str], QtMainWindow]:
    return lambda ruleset: game_window(ruleset, "goldfish", seed=1)


def test_vanguard_call_to_a_rear_guard_circle_by_clicks(qtbot: QtBot, game: Callable[[str], QtMainWindow]) -> None:
    window = game("vanguard")
    model = window.model
    iid = card_in_hand(qtbot, window, lambda opts: sum(o.verb == "call" for o in opts) >= 2)
    circles = {o.dst for o in model.options_for_card(iid) if o.verb == "call"}
    click_card(qtbot, window, iid)
    assert model.selected_card == iid and window.hand.cards[iid].selected_card
    assert marked(window) == circles  # the circles it can be called to, in blue
    assert "marked in blue" in window.statusBar().currentMessage()
    # Esc lets it go; a second click selects it again
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert model.selected_card is None and marked(window) == set()
    click_card(qtbot, window, iid)
    answers = len(model.match.answers)  # type: ignore[union-attr]
    target = sorted(circles)[0]
    click_zone(qtbot, window, target)
    assert model.match.answers[answers:] == [(f"call:{iid}:{target.split('.', 1)[1]}",)]  # type: ignore[union-attr]
    assert where(window, iid) == target and window.mat.cards[iid].zone == target
    assert model.selected_card is None and marked(window) == set()


def test_vanguard_ride_by_a_click(qtbot: QtBot, game: Callable[[str], QtMainWindow]) -> None:
    """A card with one move and one place to go moves at once."""
    window = game("vanguard")
    model = window.model
    iid = card_in_hand(qtbot, window, lambda opts: any(o.verb == "ride" for o in opts))
    assert model.places(iid) == {"p0.VC": [(f"ride:{iid}", None)]}
    assert window.hand.cards[iid].legal
    click_card(qtbot, window, iid)
    assert where(window, iid) == "p0.VC"
    assert window.mat.cards[iid].zone == "p0.VC"


def test_weiss_play_a_character_to_a_stage_position_by_clicks(
    qtbot: QtBot, game: Callable[[str], QtMainWindow]
) -> None:
    """Playing a character asks its stage position next: a click on the
    card plays it, its stage positions are marked, and a click on one puts
    it there; the same two answers a drop on that position gives."""
    window = game("weiss")
    model = window.model
    iid = card_in_hand(qtbot, window, lambda opts: [o.verb for o in opts] == ["play"])
    stage = {f"p0.{p}" for p in ("cs_left", "cs_middle", "cs_right", "bs_left", "bs_right")}
    assert set(model.places(iid)) <= stage and "p0.cs_middle" in model.places(iid)
    answers = len(model.match.answers)  # type: ignore[union-attr]
    click_card(qtbot, window, iid)
    assert "p0.cs_middle" in marked(window) and marked(window) <= stage
    click_zone(qtbot, window, "p0.cs_middle")
    assert model.match.answers[answers:] == [(f"play:{iid}",), ("pos:cs_middle",)]  # type: ignore[union-attr]
    assert where(window, iid) == "p0.cs_middle"


#: per game: a card of the hand to place, and where (a move with a choice of places)
PLACED: dict[str, tuple[Callable[[list[Option]], bool], str]] = {
    "vanguard": (lambda opts: sum(o.verb == "call" for o in opts) >= 2, "p0.RC_FL"),
    "weiss": (lambda opts: [o.verb for o in opts] == ["play"], "p0.cs_middle"),
    "dbscg": (lambda opts: any(o.verb == "play" and o.dst == "p0.battle" for o in opts), "p0.battle"),
    "systemgate": (lambda opts: sum(o.key.startswith("sum:") for o in opts) >= 2, "p0.center"),
}


@pytest.mark.parametrize("ruleset", sorted(PLACED))
def test_clicks_make_the_move_a_drop_makes(qtbot: QtBot, game_window: GameWindow, ruleset: str) -> None:
    """The same game in two windows: a card dragged onto its place in one,
    clicked and then its place clicked in the other, leave the same game."""
    wanted, zone = PLACED[ruleset]
    by_drop, by_click = game_window(ruleset, "goldfish", seed=1), game_window(ruleset, "goldfish", seed=1)
    iid = card_in_hand(qtbot, by_drop, wanted)
    assert card_in_hand(qtbot, by_click, wanted) == iid
    assert by_drop.model.match.answers == by_click.model.match.answers  # type: ignore[union-attr]
    drag(by_drop.hand.viewport(), by_drop.hand.card_point(iid), by_drop.mat.viewport(), by_drop.mat.zone_point(zone))
    click_card(qtbot, by_click, iid)
    if where(by_click, iid) != zone and (by_click.model.selected_card == iid or zone in marked(by_click)):
        assert zone in marked(by_click)
        click_zone(qtbot, by_click, zone)
    for window in (by_drop, by_click):  # a cost to pay, the same way
        while (d := window.model.decision) is not None and d.about == "pay":
            answer_by_clicks(qtbot, window, tuple(o.key for o in d.options[: d.min]))
    assert where(by_drop, iid) == where(by_click, iid) == zone
    m1, m2 = by_drop.model.match, by_click.model.match
    assert m1 is not None and m2 is not None
    assert m1.answers == m2.answers and m1.journal_digest() == m2.journal_digest()


def test_dbscg_play_a_battle_card_by_clicks(qtbot: QtBot, game: Callable[[str], QtMainWindow]) -> None:
    window = game("dbscg")
    model = window.model
    iid = card_in_hand(qtbot, window, lambda opts: any(o.verb == "play" and o.dst == "p0.battle" for o in opts))
    option = next(o for o in model.options_for_card(iid) if o.verb == "play")
    answers = len(model.match.answers)  # type: ignore[union-attr]
    click_card(qtbot, window, iid)
    if model.selected_card == iid:  # it can do more than be played: then where
        assert "p0.battle" in marked(window)
        click_zone(qtbot, window, "p0.battle")
    assert model.match.answers[answers] == (option.key,)  # type: ignore[union-attr]
    while (d := model.decision) is not None and d.about == "pay":  # the energy to rest, as after a drop
        answer_by_clicks(qtbot, window, tuple(o.key for o in d.options[: d.min]))
    assert where(window, iid) == "p0.battle"


def test_system_gate_summon_to_a_position_by_clicks(qtbot: QtBot, game: Callable[[str], QtMainWindow]) -> None:
    window = game("systemgate")
    model = window.model
    iid = card_in_hand(qtbot, window, lambda opts: sum(o.key.startswith("sum:") for o in opts) >= 2)
    places = {o.dst for o in model.options_for_card(iid) if o.key.startswith("sum:")}
    click_card(qtbot, window, iid)
    assert model.selected_card == iid and places <= marked(window)
    target = "p0.center" if "p0.center" in places else sorted(places)[0]
    answers = len(model.match.answers)  # type: ignore[union-attr]
    click_zone(qtbot, window, target)
    assert model.match.answers[answers:] == [(f"sum:{iid}:{target.split('.', 1)[1]}",)]  # type: ignore[union-attr]
    assert where(window, iid) == target


def test_a_click_on_a_place_the_card_cannot_go_changes_nothing(
    qtbot: QtBot, game: Callable[[str], QtMainWindow]
) -> None:
    window = game("systemgate")
    model = window.model
    iid = card_in_hand(qtbot, window, lambda opts: sum(o.key.startswith("sum:") for o in opts) >= 2)
    click_card(qtbot, window, iid)
    answers = len(model.match.answers)  # type: ignore[union-attr]
    click_zone(qtbot, window, "p1.left")  # the opponent's side
    assert len(model.match.answers) == answers  # type: ignore[union-attr]
    assert model.selected_card == iid  # still chosen: a place can still be clicked


def test_the_choices_in_the_prompt_fit_its_width(qtbot: QtBot, game: Callable[[str], QtMainWindow]) -> None:
    """In a narrow window a long choice ("Call … to the back center
    rear-guard circle") is cut short with "…" to the panel's width, whole in
    its tooltip; the choices never scroll sideways; wider, they are whole."""
    window = game("vanguard")
    iid = card_in_hand(qtbot, window, lambda opts: sum(o.verb == "call" for o in opts) >= 2)
    click_card(qtbot, window, iid)
    prompt = window.prompt
    wide = prompt.options_area.viewport().width()
    window.resize(1000, 800)
    qtbot.waitUntil(lambda: prompt.options_area.viewport().width() < wide)
    room = prompt.options_area.viewport().width()
    assert not prompt.options_area.horizontalScrollBar().isVisible()
    cut = 0
    for key, button in prompt.buttons.items():
        if not button.isVisible() or button.property("group_card") not in (None, -1):
            continue  # another copy's same move, or another card's moves shown as one "Call X…"
        label = window.model.option_label(window.model.decision.option(key))  # type: ignore[union-attr]
        assert button.width() <= room
        assert button.fontMetrics().horizontalAdvance(button.text()) < button.width()
        assert label in button.toolTip()
        if button.text() != label:
            cut += 1
            assert button.text().endswith("…") and label.startswith(button.text()[:-1])
    assert cut, "no choice was too long for the panel"
    window.resize(1900, 800)
    qtbot.waitUntil(lambda: prompt.options_area.viewport().width() > wide)
    # wide, every choice is whole (a group "Call X…" says so with its own "…")
    assert all("…" not in b.text() for b in prompt.buttons.values() if b.property("group_card") in (None, -1))
